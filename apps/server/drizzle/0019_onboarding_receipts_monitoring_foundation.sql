CREATE TABLE "beeper_assignments" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"number" integer NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beeper_assignments_pkey" PRIMARY KEY("company_id","venue_id","number")
);
--> statement-breakpoint
CREATE TABLE "beeper_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"range_from" integer NOT NULL,
	"range_to" integer NOT NULL,
	"mode" text DEFAULT 'AUTOMATIC' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beeper_settings_range_check" CHECK ("beeper_settings"."range_from" >= 1 and "beeper_settings"."range_to" >= "beeper_settings"."range_from" and "beeper_settings"."range_to" <= 9999)
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"user_id" text,
	"session_id" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"fingerprint" text NOT NULL,
	"release" text NOT NULL,
	"url" text,
	"request_id" text,
	"stack" text,
	"context" jsonb,
	"size" integer DEFAULT 0 NOT NULL,
	"occurred_at" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_library_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"template" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_template_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"template_id" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text,
	"logo_image_id" text,
	"header_text" text,
	"footer_text" text,
	"language" text,
	"show_qr_code" boolean,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changelog_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"link" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changelog_reads" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"screen" text,
	"request_id" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "z_counters" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"grand_total_sales" bigint DEFAULT 0 NOT NULL,
	"grand_total_returns" bigint DEFAULT 0 NOT NULL,
	"grand_total_net" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "z_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"business_day" date NOT NULL,
	"number" integer NOT NULL,
	"grand_total_sales" bigint NOT NULL,
	"grand_total_returns" bigint NOT NULL,
	"grand_total_net" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"closed_by" text,
	"closed_via" text,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "beeper_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_template_version_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_copies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beeper_assignments" ADD CONSTRAINT "beeper_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beeper_assignments" ADD CONSTRAINT "beeper_assignments_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beeper_settings" ADD CONSTRAINT "beeper_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beeper_settings" ADD CONSTRAINT "beeper_settings_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_library_imports" ADD CONSTRAINT "product_library_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_library_imports" ADD CONSTRAINT "product_library_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template_versions" ADD CONSTRAINT "receipt_template_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_template_versions" ADD CONSTRAINT "receipt_template_versions_template_id_receipt_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."receipt_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_templates" ADD CONSTRAINT "receipt_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_templates" ADD CONSTRAINT "receipt_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_templates" ADD CONSTRAINT "receipt_templates_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelog_entries" ADD CONSTRAINT "changelog_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelog_reads" ADD CONSTRAINT "changelog_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_counters" ADD CONSTRAINT "z_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_counters" ADD CONSTRAINT "z_counters_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "z_reports" ADD CONSTRAINT "z_reports_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beeper_assignments_order_key" ON "beeper_assignments" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "beeper_assignments_venue_idx" ON "beeper_assignments" USING btree ("company_id","venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beeper_settings_venue_key" ON "beeper_settings" USING btree ("company_id","venue_id");--> statement-breakpoint
CREATE INDEX "client_logs_group_idx" ON "client_logs" USING btree ("severity","fingerprint","release","created_at");--> statement-breakpoint
CREATE INDEX "client_logs_company_idx" ON "client_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "client_logs_created_idx" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_events_company_name_key" ON "onboarding_events" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_library_imports_company_template_key" ON "product_library_imports" USING btree ("company_id","template");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_template_versions_key" ON "receipt_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "receipt_template_versions_company_idx" ON "receipt_template_versions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_templates_company_key" ON "receipt_templates" USING btree ("company_id") WHERE "receipt_templates"."venue_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_templates_venue_key" ON "receipt_templates" USING btree ("company_id","venue_id") WHERE "receipt_templates"."venue_id" is not null;--> statement-breakpoint
CREATE INDEX "changelog_entries_published_idx" ON "changelog_entries" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "support_tickets_company_idx" ON "support_tickets" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "z_counters_venue_key" ON "z_counters" USING btree ("company_id","venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "z_reports_venue_day_key" ON "z_reports" USING btree ("company_id","venue_id","business_day");--> statement-breakpoint
CREATE UNIQUE INDEX "z_reports_venue_number_key" ON "z_reports" USING btree ("company_id","venue_id","number");--> statement-breakpoint
CREATE INDEX "z_reports_company_idx" ON "z_reports" USING btree ("company_id","business_day");--> statement-breakpoint
-- The browser's logs are high-volume and pruned, and what a user has read is not business data:
-- both stay out of the audit journal. Every other new table is journalled.
INSERT INTO "audit_exclusions" ("table_name") VALUES
  ('client_logs'), ('changelog_reads')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT fika_audit_attach();
--> statement-breakpoint
-- The configuration feed: the receipt template (the company's reaches every venue, an override its
-- venue) and the venue's pager range are what tills print and hand out.
DO $$
DECLARE
  v_spec text[];
BEGIN
  FOREACH v_spec SLICE 1 IN ARRAY ARRAY[
    ['receipt_templates', 'receiptTemplate', 'id', 'venue_id'],
    ['beeper_settings', 'beeperSettings', 'id', 'venue_id']
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS fika_feed ON %I', v_spec[1]);
    EXECUTE format('CREATE CONSTRAINT TRIGGER fika_feed AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fika_feed_row(%L, %L, %L)',
      v_spec[1], v_spec[2], v_spec[3], v_spec[4]);
  END LOOP;
END;
$$;
