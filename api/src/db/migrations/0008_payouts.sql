ALTER TABLE "vendors" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payout_account_holder" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payout_ifsc" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payout_account_number" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "razorpay_account_id" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_commission_bps_range" CHECK ("vendors"."commission_bps" BETWEEN 0 AND 10000);