CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text,
	"vat_rate" integer NOT NULL,
	"parent_id" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "categories_vat_rate_check" CHECK ("categories"."vat_rate" between 0 and 100),
	CONSTRAINT "categories_parent_check" CHECK ("categories"."parent_id" <> "categories"."id")
);
--> statement-breakpoint
CREATE TABLE "item_categories" (
	"company_id" text NOT NULL,
	"item_id" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_categories_item_id_category_id_pk" PRIMARY KEY("item_id","category_id"),
	CONSTRAINT "item_categories_position_check" CHECK ("item_categories"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" text NOT NULL,
	"title_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_price" integer DEFAULT 0 NOT NULL,
	"manual_price" boolean DEFAULT false NOT NULL,
	"volume_suffix" text,
	"vat_rate" integer NOT NULL,
	"course_type_id" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "items_default_price_check" CHECK ("items"."default_price" >= 0),
	CONSTRAINT "items_vat_rate_check" CHECK ("items"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_company_name_idx" ON "categories" USING btree ("company_id","name","id") WHERE "categories"."deleted" = false;--> statement-breakpoint
CREATE INDEX "item_categories_company_item_idx" ON "item_categories" USING btree ("company_id","item_id","position");--> statement-breakpoint
CREATE INDEX "item_categories_company_category_idx" ON "item_categories" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "items_company_title_idx" ON "items" USING btree ("company_id","title","id") WHERE "items"."deleted" = false;--> statement-breakpoint
CREATE INDEX "staff_company_name_idx" ON "staff" USING btree ("company_id","name","id") WHERE "staff"."deleted" = false;