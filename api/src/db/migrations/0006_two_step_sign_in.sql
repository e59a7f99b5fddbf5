CREATE TABLE "security_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_admin_totp" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"realm" text NOT NULL,
	"account_id" uuid NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_realm_account_id_pk" PRIMARY KEY("realm","account_id")
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"realm" text NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_account_idx" ON "two_factor_recovery_codes" USING btree ("realm","account_id");