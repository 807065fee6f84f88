CREATE TABLE "sandbox_billing_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"billing_account_id" text NOT NULL,
	"products" jsonb NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_account_holders" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"legal_entity_id" text NOT NULL,
	"provider_account_holder_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"kyc_status" text DEFAULT 'not_started' NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"legal_entity_id" text NOT NULL,
	"provider_store_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_config_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_secrets" (
	"company_id" text NOT NULL,
	"owner" text NOT NULL,
	"ciphertext" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_secrets_pk" PRIMARY KEY("company_id","owner")
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_account_name" text,
	"connected_at" timestamp with time zone,
	"enabled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"internal_id" text NOT NULL,
	"name" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_links" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"provider" text NOT NULL,
	"should_add_tip" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_status" text,
	"last_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounting_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_ref" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payroll_revenue" (
	"company_id" text NOT NULL,
	"provider" text NOT NULL,
	"venue_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payroll_revenue_pk" PRIMARY KEY("provider","company_id","venue_id","hour")
);
--> statement-breakpoint
CREATE TABLE "control_unit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"terminal_id" text NOT NULL,
	"action" text NOT NULL,
	"serial" text,
	"previous_serial" text,
	"registered_at" timestamp with time zone,
	"user_id" text,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_pairings" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"secret_hash" text NOT NULL,
	"kind" text DEFAULT 'EPOS' NOT NULL,
	"app_version" text,
	"expires_at" timestamp with time zone NOT NULL,
	"company_id" text,
	"terminal_id" text,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"credential_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"product" text NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"device_id" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_ref" text,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "kind" text DEFAULT 'EPOS' NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "app_version" text;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "unsynced_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "control_unit_serial" text;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "control_unit_registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "use_new_licenses" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_express" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_app_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_kds" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_cds" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_tables" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "business_day" date;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "provider_voucher_id" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_billing_checkouts" ADD CONSTRAINT "sandbox_billing_checkouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_billing_checkouts" ADD CONSTRAINT "sandbox_billing_checkouts_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_account_holders" ADD CONSTRAINT "payment_account_holders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_account_holders" ADD CONSTRAINT "payment_account_holders_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_account_holders" ADD CONSTRAINT "payment_account_holders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_stores" ADD CONSTRAINT "payment_stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_stores" ADD CONSTRAINT "payment_stores_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_stores" ADD CONSTRAINT "payment_stores_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_config_events" ADD CONSTRAINT "integration_config_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_config_events" ADD CONSTRAINT "integration_config_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_secrets" ADD CONSTRAINT "integration_secrets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_links" ADD CONSTRAINT "payroll_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_links" ADD CONSTRAINT "payroll_links_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_accounting_vouchers" ADD CONSTRAINT "sandbox_accounting_vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payroll_revenue" ADD CONSTRAINT "sandbox_payroll_revenue_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_unit_events" ADD CONSTRAINT "control_unit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_unit_events" ADD CONSTRAINT "control_unit_events_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_unit_events" ADD CONSTRAINT "control_unit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pairings" ADD CONSTRAINT "device_pairings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pairings" ADD CONSTRAINT "device_pairings_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pairings" ADD CONSTRAINT "device_pairings_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_device_id_terminals_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_billing_checkouts_company_idx" ON "sandbox_billing_checkouts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_account_holders_entity_key" ON "payment_account_holders" USING btree ("company_id","legal_entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_stores_venue_key" ON "payment_stores" USING btree ("company_id","venue_id");--> statement-breakpoint
CREATE INDEX "integration_config_events_company_idx" ON "integration_config_events" USING btree ("company_id","provider","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_company_provider_key" ON "integrations" USING btree ("company_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_company_internal_key" ON "payment_methods" USING btree ("company_id","internal_id") WHERE "payment_methods"."deleted" = false;--> statement-breakpoint
CREATE INDEX "payment_methods_company_idx" ON "payment_methods" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_links_company_venue_provider_key" ON "payroll_links" USING btree ("company_id","venue_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_accounting_vouchers_ref_key" ON "sandbox_accounting_vouchers" USING btree ("provider","company_id","external_ref");--> statement-breakpoint
CREATE INDEX "control_unit_events_terminal_idx" ON "control_unit_events" USING btree ("company_id","terminal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_pairings_code_key" ON "device_pairings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "device_pairings_expires_idx" ON "device_pairings" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "licenses_company_idx" ON "licenses" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_device_product_key" ON "licenses" USING btree ("company_id","device_id","product") WHERE "licenses"."device_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_venue_day_key" ON "vouchers" USING btree ("company_id","venue_id","business_day") WHERE "vouchers"."business_day" is not null;--> statement-breakpoint
-- Secrets, pairing codes (a device's, before any company owns it) and the sandbox providers' own
-- records stay out of the audit journal: the journal would otherwise keep ciphertexts, pairing
-- secrets and a simulated provider's ledger. Every other new table is journalled.
INSERT INTO "audit_exclusions" ("table_name") VALUES
  ('integration_secrets'), ('device_pairings'), ('sandbox_accounting_vouchers'),
  ('sandbox_payroll_revenue'), ('sandbox_billing_checkouts')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT fika_audit_attach();
--> statement-breakpoint
-- The configuration feed: the company's payment methods and licences are what terminals take
-- payments with and what they may do.
DO $$
DECLARE
  v_spec text[];
BEGIN
  FOREACH v_spec SLICE 1 IN ARRAY ARRAY[
    ['payment_methods', 'paymentMethod', 'id', ''],
    ['licenses', 'license', 'id', '']
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS fika_feed ON %I', v_spec[1]);
    EXECUTE format('CREATE CONSTRAINT TRIGGER fika_feed AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fika_feed_row(%L, %L, %L)',
      v_spec[1], v_spec[2], v_spec[3], v_spec[4]);
  END LOOP;
END;
$$;
