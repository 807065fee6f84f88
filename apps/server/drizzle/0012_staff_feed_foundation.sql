CREATE TABLE "staff_item_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"accounting_day" date NOT NULL,
	"staff_id" text NOT NULL,
	"item_key" text NOT NULL,
	"item_id" text,
	"category_id" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_item_rollups_pk" PRIMARY KEY("company_id","venue_id","accounting_day","staff_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "access_level_venues" (
	"company_id" text NOT NULL,
	"access_level_id" text NOT NULL,
	"venue_id" text NOT NULL,
	CONSTRAINT "access_level_venues_access_level_id_venue_id_pk" PRIMARY KEY("access_level_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "access_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"manual_discount_cap" smallint,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_levels_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "access_levels_cap_check" CHECK ("access_levels"."manual_discount_cap" is null or ("access_levels"."manual_discount_cap" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "competition_staff" (
	"company_id" text NOT NULL,
	"competition_id" text NOT NULL,
	"staff_id" text NOT NULL,
	CONSTRAINT "competition_staff_competition_id_staff_id_pk" PRIMARY KEY("competition_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "competition_targets" (
	"company_id" text NOT NULL,
	"competition_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	CONSTRAINT "competition_targets_competition_id_kind_target_id_pk" PRIMARY KEY("competition_id","kind","target_id"),
	CONSTRAINT "competition_targets_kind_check" CHECK ("competition_targets"."kind" in ('ITEM', 'CATEGORY'))
);
--> statement-breakpoint
CREATE TABLE "competition_venues" (
	"company_id" text NOT NULL,
	"competition_id" text NOT NULL,
	"venue_id" text NOT NULL,
	CONSTRAINT "competition_venues_competition_id_venue_id_pk" PRIMARY KEY("competition_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"goal" integer,
	"prize" text,
	"result" jsonb,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "competitions_metric_check" CHECK ("competitions"."metric" in ('QUANTITY', 'AMOUNT')),
	CONSTRAINT "competitions_period_check" CHECK ("competitions"."starts_on" <= "competitions"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "staff_venues" (
	"company_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"venue_id" text NOT NULL,
	CONSTRAINT "staff_venues_staff_id_venue_id_pk" PRIMARY KEY("staff_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "feed_changes" (
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"venue_id" text,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_changes_pk" PRIMARY KEY("company_id","kind","entity_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "access_level_id" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "pin_lookup" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "pin_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "last_config_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "last_config_version" bigint;--> statement-breakpoint
ALTER TABLE "staff_item_rollups" ADD CONSTRAINT "staff_item_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_level_venues" ADD CONSTRAINT "access_level_venues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_level_venues" ADD CONSTRAINT "access_level_venues_level_fk" FOREIGN KEY ("company_id","access_level_id") REFERENCES "public"."access_levels"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_level_venues" ADD CONSTRAINT "access_level_venues_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_levels" ADD CONSTRAINT "access_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_staff" ADD CONSTRAINT "competition_staff_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_staff" ADD CONSTRAINT "competition_staff_competition_fk" FOREIGN KEY ("company_id","competition_id") REFERENCES "public"."competitions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_staff" ADD CONSTRAINT "competition_staff_staff_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_targets" ADD CONSTRAINT "competition_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_targets" ADD CONSTRAINT "competition_targets_competition_fk" FOREIGN KEY ("company_id","competition_id") REFERENCES "public"."competitions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_venues" ADD CONSTRAINT "competition_venues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_venues" ADD CONSTRAINT "competition_venues_competition_fk" FOREIGN KEY ("company_id","competition_id") REFERENCES "public"."competitions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_venues" ADD CONSTRAINT "competition_venues_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_staff_fk" FOREIGN KEY ("company_id","staff_id") REFERENCES "public"."staff"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_changes" ADD CONSTRAINT "feed_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_item_rollups_company_day_idx" ON "staff_item_rollups" USING btree ("company_id","accounting_day","staff_id");--> statement-breakpoint
CREATE INDEX "access_level_venues_company_venue_idx" ON "access_level_venues" USING btree ("company_id","venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_levels_company_name_key" ON "access_levels" USING btree ("company_id",lower("name")) WHERE "access_levels"."deleted" = false;--> statement-breakpoint
CREATE INDEX "competitions_company_ends_idx" ON "competitions" USING btree ("company_id","ends_on") WHERE "competitions"."deleted" = false;--> statement-breakpoint
CREATE INDEX "staff_venues_company_venue_idx" ON "staff_venues" USING btree ("company_id","venue_id");--> statement-breakpoint
CREATE INDEX "feed_changes_company_version_idx" ON "feed_changes" USING btree ("company_id","version");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_access_level_fk" FOREIGN KEY ("company_id","access_level_id") REFERENCES "public"."access_levels"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_company_level_idx" ON "staff" USING btree ("company_id","access_level_id") WHERE "staff"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_company_pin_key" ON "staff" USING btree ("company_id","pin_lookup") WHERE "staff"."active" = true and "staff"."deleted" = false and "staff"."pin_lookup" is not null;
--> statement-breakpoint
-- The audit journal leaves derived tables out: the new rollup and the feed's change log.
CREATE OR REPLACE FUNCTION fika_audit_attach() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_table text;
BEGIN
  FOR v_table IN
    SELECT c.relname FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      AND (c.relname = 'companies' OR EXISTS (
        SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped))
      AND c.relname NOT IN ('audit_entries', 'finance_rollups', 'vat_rollups', 'item_rollups',
        'staff_item_rollups', 'feed_changes',
        'order_counters', 'file_contents', 'auth_tokens', 'email_outbox',
        'telemetry_events', 'sandbox_billing_sessions')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'fika_audit')
  LOOP
    EXECUTE format('CREATE TRIGGER fika_audit AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION fika_audit_row()', v_table);
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT fika_audit_attach();
