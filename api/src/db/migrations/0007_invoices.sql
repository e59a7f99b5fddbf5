CREATE SEQUENCE "public"."vendor_invoice_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- An organiser's series code: sequence number n scrambled (× an odd constant, mod 2^20, a bijection) into 4 characters of
-- Crockford's base 32, so the first 2^20 organisers get distinct codes that do not read as a count.
CREATE FUNCTION utsav_invoice_code(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((n * 747796405) % 1048576) >> (5 * (3 - i))) & 31)::int + 1, 1), '' ORDER BY i)
  FROM generate_series(0, 3) AS i
$$;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date NOT NULL,
	"order_no" text NOT NULL,
	"supplier_vendor_id" uuid,
	"supplier_legal_name" text NOT NULL,
	"supplier_address" text,
	"supplier_gstin" text,
	"supplier_state_code" text,
	"buyer_name" text,
	"buyer_phone" text,
	"buyer_state_code" text,
	"place_of_supply" text,
	"sac" text NOT NULL,
	"rate" integer,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"reverses_id" uuid,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise"
    AND "invoices"."taxable_paise" >= 0 AND "invoices"."cgst_paise" >= 0 AND "invoices"."sgst_paise" >= 0 AND "invoices"."igst_paise" >= 0),
	CONSTRAINT "invoices_credit_note_reverses" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."reverses_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "invoice_code" text DEFAULT utsav_invoice_code(nextval('vendor_invoice_code_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_vendor_id_vendors_id_fk" FOREIGN KEY ("supplier_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reverses_id_invoices_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_uq" ON "invoices" USING btree ("series","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_role_uq" ON "invoices" USING btree ("booking_id","role") WHERE kind <> 'credit_note';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_reverses_uq" ON "invoices" USING btree ("refund_id","reverses_id");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date","number");--> statement-breakpoint
CREATE INDEX "invoices_reverses_idx" ON "invoices" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_invoice_code_uq" ON "vendors" USING btree ("invoice_code");