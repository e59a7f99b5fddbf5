ALTER TABLE "vendors" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_locale_known" CHECK ("vendors"."locale" IN ('en', 'hi'));