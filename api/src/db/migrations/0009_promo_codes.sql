CREATE TABLE "promo_code_buyers" (
	"promo_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"cap" integer NOT NULL,
	CONSTRAINT "promo_code_buyers_promo_code_id_user_id_pk" PRIMARY KEY("promo_code_id","user_id"),
	CONSTRAINT "promo_code_buyers_uses_check" CHECK ("promo_code_buyers"."uses" <= "promo_code_buyers"."cap"),
	CONSTRAINT "promo_code_buyers_uses_nonnegative" CHECK ("promo_code_buyers"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value_hundredths" integer NOT NULL,
	"max_uses" integer,
	"max_uses_per_buyer" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"ticket_type_ids" uuid[],
	"min_tickets" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."max_uses" IS NULL OR "promo_codes"."uses" <= "promo_codes"."max_uses"),
	CONSTRAINT "promo_codes_uses_nonnegative" CHECK ("promo_codes"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "promo_code_buyers" ADD CONSTRAINT "promo_code_buyers_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_buyers" ADD CONSTRAINT "promo_code_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_uq" ON "promo_codes" USING btree ("event_id","code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;