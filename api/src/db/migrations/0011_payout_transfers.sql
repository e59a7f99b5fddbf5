CREATE TABLE "payout_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"account" text,
	"amount_paise" integer DEFAULT 0 NOT NULL,
	"reversed_paise" integer DEFAULT 0 NOT NULL,
	"on_hold" boolean DEFAULT true NOT NULL,
	"on_hold_until" timestamp with time zone,
	"provider_transfer_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_transfers_reversed_range" CHECK ("payout_transfers"."reversed_paise" >= 0 AND "payout_transfers"."reversed_paise" <= "payout_transfers"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payouts_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_booking_uq" ON "payout_transfers" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_provider_uq" ON "payout_transfers" USING btree ("provider_transfer_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_vendor_idx" ON "payout_transfers" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_transfers_event_idx" ON "payout_transfers" USING btree ("event_id");