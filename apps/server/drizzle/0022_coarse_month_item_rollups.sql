CREATE TABLE "finance_month_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"month" date NOT NULL,
	"channel" text NOT NULL,
	"service_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"sales_amount" integer DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"payment_amount" integer DEFAULT 0 NOT NULL,
	"tip_count" integer DEFAULT 0 NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_month_rollups_pk" PRIMARY KEY("company_id","venue_id","month","channel","service_type","payment_method")
);
--> statement-breakpoint
CREATE TABLE "item_day_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"accounting_day" date NOT NULL,
	"item_key" text NOT NULL,
	"item_id" text,
	"title" text NOT NULL,
	"category_id" text,
	"category_name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_day_rollups_pk" PRIMARY KEY("company_id","venue_id","accounting_day","item_key")
);
--> statement-breakpoint
CREATE TABLE "item_month_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"month" date NOT NULL,
	"item_key" text NOT NULL,
	"item_id" text,
	"title" text NOT NULL,
	"category_id" text,
	"category_name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_month_rollups_pk" PRIMARY KEY("company_id","venue_id","month","item_key")
);
--> statement-breakpoint
CREATE TABLE "vat_month_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"month" date NOT NULL,
	"channel" text NOT NULL,
	"service_type" text NOT NULL,
	"vat_rate" integer NOT NULL,
	"gross_amount" integer DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_month_rollups_pk" PRIMARY KEY("company_id","venue_id","month","channel","service_type","vat_rate")
);
--> statement-breakpoint
ALTER TABLE "finance_month_rollups" ADD CONSTRAINT "finance_month_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_day_rollups" ADD CONSTRAINT "item_day_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_month_rollups" ADD CONSTRAINT "item_month_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_month_rollups" ADD CONSTRAINT "vat_month_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Derived tables like the other rollups: they stay out of the audit journal.
INSERT INTO "audit_exclusions" ("table_name") VALUES
  ('finance_month_rollups'), ('item_day_rollups'), ('item_month_rollups'), ('vat_month_rollups')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT fika_audit_attach();
--> statement-breakpoint
-- Existing databases: the new rollups are the fine ones added up (same measures, latest update). An
-- item keeps one of its titles and categories of the day (the writer keeps the first one it sees).
INSERT INTO "item_day_rollups" ("company_id", "venue_id", "accounting_day", "item_key", "item_id", "title",
  "category_id", "category_name", "quantity", "sales_amount", "updated_at")
SELECT "company_id", "venue_id", "accounting_day", "item_key", max("item_id"), max("title"), max("category_id"),
  max("category_name"), sum("quantity"), sum("sales_amount"), max("updated_at")
FROM "item_rollups"
GROUP BY "company_id", "venue_id", "accounting_day", "item_key";
--> statement-breakpoint
INSERT INTO "item_month_rollups" ("company_id", "venue_id", "month", "item_key", "item_id", "title",
  "category_id", "category_name", "quantity", "sales_amount", "updated_at")
SELECT "company_id", "venue_id", date_trunc('month', "accounting_day")::date, "item_key", max("item_id"),
  max("title"), max("category_id"), max("category_name"), sum("quantity"), sum("sales_amount"), max("updated_at")
FROM "item_day_rollups"
GROUP BY "company_id", "venue_id", date_trunc('month', "accounting_day")::date, "item_key";
--> statement-breakpoint
INSERT INTO "finance_month_rollups" ("company_id", "venue_id", "month", "channel", "service_type",
  "payment_method", "order_count", "sales_amount", "vat_amount", "discount_amount", "payment_count",
  "payment_amount", "tip_count", "tip_amount", "refund_count", "refund_amount", "updated_at")
SELECT "company_id", "venue_id", date_trunc('month', "accounting_day")::date, "channel", "service_type",
  "payment_method", sum("order_count"), sum("sales_amount"), sum("vat_amount"), sum("discount_amount"),
  sum("payment_count"), sum("payment_amount"), sum("tip_count"), sum("tip_amount"), sum("refund_count"),
  sum("refund_amount"), max("updated_at")
FROM "finance_day_rollups"
GROUP BY "company_id", "venue_id", date_trunc('month', "accounting_day")::date, "channel", "service_type",
  "payment_method";
--> statement-breakpoint
INSERT INTO "vat_month_rollups" ("company_id", "venue_id", "month", "channel", "service_type", "vat_rate",
  "gross_amount", "vat_amount", "updated_at")
SELECT "company_id", "venue_id", date_trunc('month', "accounting_day")::date, "channel", "service_type",
  "vat_rate", sum("gross_amount"), sum("vat_amount"), max("updated_at")
FROM "vat_day_rollups"
GROUP BY "company_id", "venue_id", date_trunc('month', "accounting_day")::date, "channel", "service_type",
  "vat_rate";
