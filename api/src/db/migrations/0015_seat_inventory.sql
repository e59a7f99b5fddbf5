CREATE TABLE "seat_inventory" (
	"session_id" uuid NOT NULL,
	"seat_guid" text NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"category" text NOT NULL,
	"zone" text NOT NULL,
	"row" text NOT NULL,
	"seat" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"booking_id" uuid,
	CONSTRAINT "seat_inventory_session_id_seat_guid_pk" PRIMARY KEY("session_id","seat_guid"),
	CONSTRAINT "seat_inventory_status_check" CHECK ("seat_inventory"."status" IN ('available', 'held', 'sold', 'blocked')),
	CONSTRAINT "seat_inventory_booking_check" CHECK (("seat_inventory"."status" IN ('held', 'sold')) = ("seat_inventory"."booking_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seating_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seat_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "seat_guids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "seat_labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "seat_guid" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "seat_label" text;--> statement-breakpoint
ALTER TABLE "seat_inventory" ADD CONSTRAINT "seat_inventory_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_inventory" ADD CONSTRAINT "seat_inventory_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_inventory" ADD CONSTRAINT "seat_inventory_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_inventory" ADD CONSTRAINT "seat_inventory_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_inventory_booking_idx" ON "seat_inventory" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "seat_inventory_event_idx" ON "seat_inventory" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_seating_plan_id_seating_plans_id_fk" FOREIGN KEY ("seating_plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE restrict ON UPDATE no action;