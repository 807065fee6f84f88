ALTER TABLE "venues" ADD CONSTRAINT "venues_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "course_types" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_types_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"secret_hash" text NOT NULL,
	"size" integer,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" text NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "item_default_modifications" (
	"company_id" text NOT NULL,
	"item_id" text NOT NULL,
	"modification_id" text NOT NULL,
	CONSTRAINT "item_default_modifications_item_id_modification_id_pk" PRIMARY KEY("item_id","modification_id")
);
--> statement-breakpoint
CREATE TABLE "item_modification_groups" (
	"company_id" text NOT NULL,
	"item_id" text NOT NULL,
	"group_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_modification_groups_item_id_group_id_pk" PRIMARY KEY("item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "item_stations" (
	"company_id" text NOT NULL,
	"item_id" text NOT NULL,
	"station_id" text NOT NULL,
	CONSTRAINT "item_stations_item_id_station_id_pk" PRIMARY KEY("item_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "item_upsells" (
	"company_id" text NOT NULL,
	"item_id" text NOT NULL,
	"upsell_id" text NOT NULL,
	CONSTRAINT "item_upsells_item_id_upsell_id_pk" PRIMARY KEY("item_id","upsell_id")
);
--> statement-breakpoint
CREATE TABLE "modification_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" text NOT NULL,
	"title_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_selections" integer DEFAULT 0 NOT NULL,
	"max_selections" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modification_groups_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "modification_groups_min_check" CHECK ("modification_groups"."min_selections" >= 0),
	CONSTRAINT "modification_groups_max_check" CHECK ("modification_groups"."max_selections" is null or "modification_groups"."max_selections" >= greatest("modification_groups"."min_selections", 1))
);
--> statement-breakpoint
CREATE TABLE "modifications" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifications_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "predefined_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'ITEM' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predefined_messages_type_check" CHECK ("predefined_messages"."type" = 'ITEM')
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"venue_id" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "upsell_items" (
	"company_id" text NOT NULL,
	"upsell_id" text NOT NULL,
	"item_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upsell_items_upsell_id_item_id_pk" PRIMARY KEY("upsell_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "upsells" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upsells_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "menu_availabilities" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"weekday" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "menu_availabilities_weekday_check" CHECK ("menu_availabilities"."weekday" in ('MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY')),
	CONSTRAINT "menu_availabilities_minutes_check" CHECK ("menu_availabilities"."start_minute" between 0 and 1439 and "menu_availabilities"."end_minute" between 1 and 1440 and "menu_availabilities"."start_minute" < "menu_availabilities"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"item_id" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_entries_menu_item_key" UNIQUE("menu_id","item_id"),
	CONSTRAINT "menu_entries_price_check" CHECK ("menu_entries"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "venue_menus" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"service_type" text NOT NULL,
	"menu_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_menus_venue_id_service_type_pk" PRIMARY KEY("venue_id","service_type"),
	CONSTRAINT "venue_menus_service_type_check" CHECK ("venue_menus"."service_type" in ('POS', 'TABLE_SERVICE', 'TAKE_AWAY', 'EAT_HERE'))
);
--> statement-breakpoint
CREATE TABLE "layout_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"layout_id" text NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text DEFAULT '#8c5024' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"page_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_categories_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "layouts" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layouts_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"usable_in_pos" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "offers_type_check" CHECK ("offers"."type" in ('BUNDLE', 'ITEM_DISCOUNT', 'ORDER_DISCOUNT', 'STAGED_BUNDLE', 'STAGED_INDIVIDUAL', 'VISUAL')),
	CONSTRAINT "offers_discount_type_check" CHECK ("offers"."discount_type" in ('FIXED', 'PERCENTAGE', 'PRICE')),
	CONSTRAINT "offers_value_check" CHECK ("offers"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "page_buttons" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"page_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"item_id" text,
	"target_page_id" text,
	"category_id" text,
	"offer_id" text,
	"label" text,
	"color" text,
	CONSTRAINT "page_buttons_page_position_key" UNIQUE("page_id","position"),
	CONSTRAINT "page_buttons_position_check" CHECK ("page_buttons"."position" >= 0),
	CONSTRAINT "page_buttons_target_check" CHECK (("page_buttons"."type" = 'ITEM' and "page_buttons"."item_id" is not null) or ("page_buttons"."type" = 'PAGE' and "page_buttons"."target_page_id" is not null) or ("page_buttons"."type" = 'CATEGORY' and "page_buttons"."category_id" is not null) or ("page_buttons"."type" = 'OFFER' and "page_buttons"."offer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"layout_id" text NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" integer DEFAULT 5 NOT NULL,
	"rows" integer DEFAULT 5 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "pages_grid_check" CHECK ("pages"."columns" between 1 and 12 and "pages"."rows" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "course_type_id" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "weight_unit" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_types" ADD CONSTRAINT "course_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_default_modifications" ADD CONSTRAINT "item_default_modifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_default_modifications" ADD CONSTRAINT "item_default_modifications_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_default_modifications" ADD CONSTRAINT "item_default_modifications_modification_fk" FOREIGN KEY ("company_id","modification_id") REFERENCES "public"."modifications"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modification_groups" ADD CONSTRAINT "item_modification_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modification_groups" ADD CONSTRAINT "item_modification_groups_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_modification_groups" ADD CONSTRAINT "item_modification_groups_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."modification_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_stations" ADD CONSTRAINT "item_stations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_stations" ADD CONSTRAINT "item_stations_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_stations" ADD CONSTRAINT "item_stations_station_fk" FOREIGN KEY ("company_id","station_id") REFERENCES "public"."stations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_upsells" ADD CONSTRAINT "item_upsells_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_upsells" ADD CONSTRAINT "item_upsells_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_upsells" ADD CONSTRAINT "item_upsells_upsell_fk" FOREIGN KEY ("company_id","upsell_id") REFERENCES "public"."upsells"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modification_groups" ADD CONSTRAINT "modification_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifications" ADD CONSTRAINT "modifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifications" ADD CONSTRAINT "modifications_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."modification_groups"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_messages" ADD CONSTRAINT "predefined_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_messages" ADD CONSTRAINT "predefined_messages_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_items" ADD CONSTRAINT "upsell_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_items" ADD CONSTRAINT "upsell_items_upsell_fk" FOREIGN KEY ("company_id","upsell_id") REFERENCES "public"."upsells"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_items" ADD CONSTRAINT "upsell_items_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsells" ADD CONSTRAINT "upsells_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availabilities" ADD CONSTRAINT "menu_availabilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availabilities" ADD CONSTRAINT "menu_availabilities_menu_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_menu_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_menus" ADD CONSTRAINT "venue_menus_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_menus" ADD CONSTRAINT "venue_menus_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_menus" ADD CONSTRAINT "venue_menus_menu_fk" FOREIGN KEY ("company_id","menu_id") REFERENCES "public"."menus"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_categories" ADD CONSTRAINT "layout_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_categories" ADD CONSTRAINT "layout_categories_layout_fk" FOREIGN KEY ("company_id","layout_id") REFERENCES "public"."layouts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_categories" ADD CONSTRAINT "layout_categories_page_fk" FOREIGN KEY ("company_id","page_id") REFERENCES "public"."pages"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_buttons" ADD CONSTRAINT "page_buttons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_buttons" ADD CONSTRAINT "page_buttons_page_fk" FOREIGN KEY ("company_id","page_id") REFERENCES "public"."pages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_buttons" ADD CONSTRAINT "page_buttons_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_buttons" ADD CONSTRAINT "page_buttons_target_page_fk" FOREIGN KEY ("company_id","target_page_id") REFERENCES "public"."pages"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_buttons" ADD CONSTRAINT "page_buttons_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_buttons" ADD CONSTRAINT "page_buttons_offer_fk" FOREIGN KEY ("company_id","offer_id") REFERENCES "public"."offers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_layout_fk" FOREIGN KEY ("company_id","layout_id") REFERENCES "public"."layouts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_types_company_position_idx" ON "course_types" USING btree ("company_id","position") WHERE "course_types"."deleted" = false;--> statement-breakpoint
CREATE INDEX "files_company_idx" ON "files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "item_default_modifications_company_mod_idx" ON "item_default_modifications" USING btree ("company_id","modification_id");--> statement-breakpoint
CREATE INDEX "item_modification_groups_company_group_idx" ON "item_modification_groups" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "item_stations_company_station_idx" ON "item_stations" USING btree ("company_id","station_id");--> statement-breakpoint
CREATE INDEX "item_upsells_company_upsell_idx" ON "item_upsells" USING btree ("company_id","upsell_id");--> statement-breakpoint
CREATE INDEX "modification_groups_company_title_idx" ON "modification_groups" USING btree ("company_id","title") WHERE "modification_groups"."deleted" = false;--> statement-breakpoint
CREATE INDEX "modifications_company_group_idx" ON "modifications" USING btree ("company_id","group_id","position");--> statement-breakpoint
CREATE INDEX "predefined_messages_company_venue_idx" ON "predefined_messages" USING btree ("company_id","venue_id") WHERE "predefined_messages"."deleted" = false;--> statement-breakpoint
CREATE INDEX "stations_company_name_idx" ON "stations" USING btree ("company_id","name") WHERE "stations"."deleted" = false;--> statement-breakpoint
CREATE INDEX "upsell_items_company_item_idx" ON "upsell_items" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "upsells_company_order_idx" ON "upsells" USING btree ("company_id","display_order") WHERE "upsells"."deleted" = false;--> statement-breakpoint
CREATE INDEX "menu_availabilities_company_menu_idx" ON "menu_availabilities" USING btree ("company_id","menu_id");--> statement-breakpoint
CREATE INDEX "menu_entries_company_menu_idx" ON "menu_entries" USING btree ("company_id","menu_id","position");--> statement-breakpoint
CREATE INDEX "menu_entries_company_item_idx" ON "menu_entries" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "menus_company_name_idx" ON "menus" USING btree ("company_id","name") WHERE "menus"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_one_default_per_company" ON "menus" USING btree ("company_id") WHERE "menus"."is_default" and not "menus"."deleted";--> statement-breakpoint
CREATE INDEX "venue_menus_company_menu_idx" ON "venue_menus" USING btree ("company_id","menu_id");--> statement-breakpoint
CREATE INDEX "layout_categories_company_layout_idx" ON "layout_categories" USING btree ("company_id","layout_id","order");--> statement-breakpoint
CREATE INDEX "layouts_company_created_idx" ON "layouts" USING btree ("company_id","created_at") WHERE "layouts"."deleted" = false;--> statement-breakpoint
CREATE INDEX "offers_company_type_idx" ON "offers" USING btree ("company_id","type") WHERE "offers"."deleted" = false;--> statement-breakpoint
CREATE INDEX "page_buttons_company_page_idx" ON "page_buttons" USING btree ("company_id","page_id");--> statement-breakpoint
CREATE INDEX "page_buttons_company_target_idx" ON "page_buttons" USING btree ("company_id","target_page_id");--> statement-breakpoint
CREATE INDEX "page_buttons_company_item_idx" ON "page_buttons" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "pages_company_layout_idx" ON "pages" USING btree ("company_id","layout_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_course_type_fk" FOREIGN KEY ("company_id","course_type_id") REFERENCES "public"."course_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_course_type_fk" FOREIGN KEY ("company_id","course_type_id") REFERENCES "public"."course_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_weight_unit_check" CHECK ("items"."weight_unit" is null or "items"."weight_unit" in ('cl', 'g', 'hg', 'kg'));