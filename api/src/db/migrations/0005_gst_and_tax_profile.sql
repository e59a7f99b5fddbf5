ALTER TABLE "vendors" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tax_category" text DEFAULT 'admission' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax" jsonb;