ALTER TABLE "ticket_types" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_hidden_code_check" CHECK (NOT "ticket_types"."hidden" OR "ticket_types"."access_code" IS NOT NULL);