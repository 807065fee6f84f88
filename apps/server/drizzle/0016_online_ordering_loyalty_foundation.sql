CREATE TABLE "member_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text,
	"order_id" text,
	"user_id" text,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_kind_check" CHECK ("member_points"."kind" in ('EARN', 'REVERSE', 'MANUAL')),
	CONSTRAINT "member_points_balance_check" CHECK ("member_points"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_stamp_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"member_id" text NOT NULL,
	"stamp_card_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"stamps" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_stamp_events_kind_check" CHECK ("member_stamp_events"."kind" in ('EARN', 'REVERSE'))
);
--> statement-breakpoint
CREATE TABLE "member_stamps" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"member_id" text NOT NULL,
	"stamp_card_id" text NOT NULL,
	"stamps" smallint DEFAULT 0 NOT NULL,
	"rewards_available" smallint DEFAULT 0 NOT NULL,
	"rewards_earned" integer DEFAULT 0 NOT NULL,
	"last_stamp_at" timestamp with time zone,
	CONSTRAINT "member_stamps_counts_check" CHECK ("member_stamps"."stamps" >= 0 and "member_stamps"."rewards_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"membership_level_id" text,
	"points" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"last_order_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || email || ' ' || coalesce(phone, ''))) STORED NOT NULL,
	CONSTRAINT "members_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "members_points_check" CHECK ("members"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_percentage" smallint DEFAULT 0 NOT NULL,
	"points_required" integer DEFAULT 0 NOT NULL,
	"primary_color" text DEFAULT '#1f6f5c' NOT NULL,
	"secondary_color" text DEFAULT '#f4efe6' NOT NULL,
	"image_id" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_levels_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "membership_levels_discount_check" CHECK ("membership_levels"."discount_percentage" between 0 and 100),
	CONSTRAINT "membership_levels_points_check" CHECK ("membership_levels"."points_required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"code" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"membership_level_id" text,
	"offer_id" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_member" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"channels" text[] DEFAULT '{POS,ONLINE}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "promo_codes_limits_check" CHECK (("promo_codes"."max_uses" is null or "promo_codes"."max_uses" > 0) and ("promo_codes"."max_uses_per_member" is null or "promo_codes"."max_uses_per_member" > 0)),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."ends_at" is null or "promo_codes"."starts_at" < "promo_codes"."ends_at"),
	CONSTRAINT "promo_codes_channels_check" CHECK ("promo_codes"."channels" <@ array['POS', 'ONLINE']::text[])
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"promo_code_id" text NOT NULL,
	"member_id" text,
	"order_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_card_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"stamp_card_id" text NOT NULL,
	"item_id" text,
	"category_id" text,
	CONSTRAINT "stamp_card_targets_one_check" CHECK (("stamp_card_targets"."item_id" is null) <> ("stamp_card_targets"."category_id" is null))
);
--> statement-breakpoint
CREATE TABLE "stamp_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"stamps_required" smallint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_item_id" text,
	"reward_offer_id" text,
	"expiry_days" smallint,
	"channels" text[] DEFAULT '{POS,ONLINE}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_cards_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "stamp_cards_required_check" CHECK ("stamp_cards"."stamps_required" between 1 and 100),
	CONSTRAINT "stamp_cards_reward_check" CHECK (("stamp_cards"."reward_kind" = 'ITEM' and "stamp_cards"."reward_item_id" is not null and "stamp_cards"."reward_offer_id" is null) or ("stamp_cards"."reward_kind" = 'OFFER' and "stamp_cards"."reward_offer_id" is not null and "stamp_cards"."reward_item_id" is null)),
	CONSTRAINT "stamp_cards_expiry_check" CHECK ("stamp_cards"."expiry_days" is null or "stamp_cards"."expiry_days" between 1 and 3650),
	CONSTRAINT "stamp_cards_channels_check" CHECK ("stamp_cards"."channels" <@ array['POS', 'ONLINE']::text[])
);
--> statement-breakpoint
CREATE TABLE "online_ordering_settings" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"guest_name" text,
	"description" text,
	"contact_email" text,
	"contact_phone" text,
	"image_id" text,
	"service_types" text[] DEFAULT '{TAKE_AWAY}'::text[] NOT NULL,
	"preparation_minutes" smallint DEFAULT 15 NOT NULL,
	"pickup_slot_minutes" smallint DEFAULT 15 NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"tips_enabled" boolean DEFAULT false NOT NULL,
	"card_payments" boolean DEFAULT true NOT NULL,
	"counter_payments" boolean DEFAULT true NOT NULL,
	"paused_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_ordering_settings_service_types_check" CHECK ("online_ordering_settings"."service_types" <@ array['TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE']::text[]),
	CONSTRAINT "online_ordering_settings_minutes_check" CHECK ("online_ordering_settings"."preparation_minutes" between 0 and 480 and "online_ordering_settings"."pickup_slot_minutes" between 5 and 120),
	CONSTRAINT "online_ordering_settings_min_order_check" CHECK ("online_ordering_settings"."min_order_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "online_service_menus" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"service_type" text NOT NULL,
	"menu_id" text NOT NULL,
	CONSTRAINT "online_service_menus_pkey" PRIMARY KEY("venue_id","service_type"),
	CONSTRAINT "online_service_menus_service_type_check" CHECK ("online_service_menus"."service_type" in ('TAKE_AWAY', 'EAT_HERE', 'TABLE_SERVICE'))
);
--> statement-breakpoint
CREATE TABLE "opening_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT true NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"weekday" text NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')),
	CONSTRAINT "opening_hours_minutes_check" CHECK ("opening_hours"."start_minute" between 0 and 1425 and "opening_hours"."end_minute" > "opening_hours"."start_minute" and "opening_hours"."end_minute" <= "opening_hours"."start_minute" + 1440 and "opening_hours"."start_minute" % 15 = 0 and "opening_hours"."end_minute" % 15 = 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "kind" text DEFAULT 'PRODUCT' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" text;--> statement-breakpoint
ALTER TABLE "member_codes" ADD CONSTRAINT "member_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stamp_events" ADD CONSTRAINT "member_stamp_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stamp_events" ADD CONSTRAINT "member_stamp_events_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stamps" ADD CONSTRAINT "member_stamps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stamps" ADD CONSTRAINT "member_stamps_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stamps" ADD CONSTRAINT "member_stamps_card_fk" FOREIGN KEY ("company_id","stamp_card_id") REFERENCES "public"."stamp_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_level_fk" FOREIGN KEY ("company_id","membership_level_id") REFERENCES "public"."membership_levels"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_levels" ADD CONSTRAINT "membership_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_levels" ADD CONSTRAINT "membership_levels_image_fk" FOREIGN KEY ("company_id","image_id") REFERENCES "public"."images"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_level_fk" FOREIGN KEY ("company_id","membership_level_id") REFERENCES "public"."membership_levels"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_offer_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_fk" FOREIGN KEY ("company_id","promo_code_id") REFERENCES "public"."promo_codes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_member_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_card_targets" ADD CONSTRAINT "stamp_card_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_card_targets" ADD CONSTRAINT "stamp_card_targets_card_fk" FOREIGN KEY ("company_id","stamp_card_id") REFERENCES "public"."stamp_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_card_targets" ADD CONSTRAINT "stamp_card_targets_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_card_targets" ADD CONSTRAINT "stamp_card_targets_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_reward_item_fk" FOREIGN KEY ("company_id","reward_item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_reward_offer_fk" FOREIGN KEY ("reward_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_ordering_settings" ADD CONSTRAINT "online_ordering_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_ordering_settings" ADD CONSTRAINT "online_ordering_settings_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_ordering_settings" ADD CONSTRAINT "online_ordering_settings_image_fk" FOREIGN KEY ("company_id","image_id") REFERENCES "public"."images"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_service_menus" ADD CONSTRAINT "online_service_menus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_service_menus" ADD CONSTRAINT "online_service_menus_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_service_menus" ADD CONSTRAINT "online_service_menus_menu_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_exceptions" ADD CONSTRAINT "opening_exceptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_exceptions" ADD CONSTRAINT "opening_exceptions_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_codes_email_idx" ON "member_codes" USING btree ("company_id",lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "member_points_member_idx" ON "member_points" USING btree ("company_id","member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_points_order_kind_key" ON "member_points" USING btree ("order_id","kind") WHERE "member_points"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_stamp_events_once_key" ON "member_stamp_events" USING btree ("order_id","stamp_card_id","kind");--> statement-breakpoint
CREATE INDEX "member_stamp_events_member_idx" ON "member_stamp_events" USING btree ("company_id","member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_stamps_member_card_key" ON "member_stamps" USING btree ("member_id","stamp_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_company_email_key" ON "members" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "members_company_joined_idx" ON "members" USING btree ("company_id","joined_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_levels_one_default" ON "membership_levels" USING btree ("company_id") WHERE "membership_levels"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "membership_levels_points_key" ON "membership_levels" USING btree ("company_id","points_required");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_company_code_key" ON "promo_codes" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_member_idx" ON "promo_redemptions" USING btree ("promo_code_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_key" ON "promo_redemptions" USING btree ("promo_code_id","order_id");--> statement-breakpoint
CREATE INDEX "stamp_card_targets_card_idx" ON "stamp_card_targets" USING btree ("company_id","stamp_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_ordering_settings_slug_key" ON "online_ordering_settings" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "online_ordering_settings_company_idx" ON "online_ordering_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_exceptions_venue_date_key" ON "opening_exceptions" USING btree ("venue_id","date");--> statement-breakpoint
CREATE INDEX "opening_exceptions_company_venue_idx" ON "opening_exceptions" USING btree ("company_id","venue_id","date");--> statement-breakpoint
CREATE INDEX "opening_hours_venue_idx" ON "opening_hours" USING btree ("company_id","venue_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_company_kind_idx" ON "images" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id") WHERE "orders"."member_id" is not null;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_kind_check" CHECK ("images"."kind" in ('PRODUCT', 'BANNER', 'LOGO'));--> statement-breakpoint
-- Personal data stays out of the audit journal, which outlives a deleted member: members, their
-- sign-in codes, points, stamps and redemptions are not journalled (the points history is itself
-- the record of who changed a member's points, and it goes with the member).
INSERT INTO "audit_exclusions" ("table_name") VALUES
  ('members'), ('member_codes'), ('member_points'), ('member_stamps'), ('member_stamp_events'),
  ('promo_redemptions')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT fika_audit_attach();
--> statement-breakpoint
-- The configuration feed: a venue's online ordering (settings, service menus, hours, exceptions)
-- is one entity per venue; membership levels, stamp cards (with targets) and promo codes are the
-- company's loyalty programme as terminals apply it.
DO $$
DECLARE
  v_spec text[];
BEGIN
  FOREACH v_spec SLICE 1 IN ARRAY ARRAY[
    ['online_ordering_settings', 'onlineOrdering', 'venue_id', 'venue_id'],
    ['online_service_menus', 'onlineOrdering', 'venue_id', 'venue_id'],
    ['opening_hours', 'onlineOrdering', 'venue_id', 'venue_id'],
    ['opening_exceptions', 'onlineOrdering', 'venue_id', 'venue_id'],
    ['membership_levels', 'membershipLevel', 'id', ''],
    ['stamp_cards', 'stampCard', 'id', ''],
    ['stamp_card_targets', 'stampCard', 'stamp_card_id', ''],
    ['promo_codes', 'promoCode', 'id', '']
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS fika_feed ON %I', v_spec[1]);
    EXECUTE format('CREATE CONSTRAINT TRIGGER fika_feed AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fika_feed_row(%L, %L, %L)',
      v_spec[1], v_spec[2], v_spec[3], v_spec[4]);
  END LOOP;
END;
$$;
