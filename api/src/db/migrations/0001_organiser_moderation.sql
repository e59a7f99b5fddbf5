ALTER TABLE "events" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pending_revision" jsonb;