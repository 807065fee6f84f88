CREATE TABLE "api_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"accounting_day" date NOT NULL,
	"hour" smallint NOT NULL,
	"channel" text NOT NULL,
	"service_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"staff_id" text NOT NULL,
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
	CONSTRAINT "finance_rollups_pk" PRIMARY KEY("company_id","venue_id","accounting_day","hour","channel","service_type","payment_method","staff_id")
);
--> statement-breakpoint
CREATE TABLE "item_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"accounting_day" date NOT NULL,
	"channel" text NOT NULL,
	"service_type" text NOT NULL,
	"item_key" text NOT NULL,
	"item_id" text,
	"title" text NOT NULL,
	"category_id" text,
	"category_name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_rollups_pk" PRIMARY KEY("company_id","venue_id","accounting_day","channel","service_type","item_key")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"venue_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"actor_name" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" text,
	"title" text NOT NULL,
	"category_id" text,
	"category_name" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"vat_rate" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"void_reason" text,
	CONSTRAINT "order_lines_order_line_key" UNIQUE("order_id","line_no"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_vat_check" CHECK ("order_lines"."vat_rate" between 0 and 100),
	CONSTRAINT "order_lines_total_check" CHECK ("order_lines"."total_amount" >= 0 and "order_lines"."discount_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"card_brand" text,
	"provider_reference" text,
	"paid_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount" > 0 and "order_payments"."tip_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"terminal_id" text,
	"client_order_id" text NOT NULL,
	"order_number" integer NOT NULL,
	"channel" text NOT NULL,
	"service_type" text NOT NULL,
	"status" text NOT NULL,
	"staff_id" text,
	"staff_name" text,
	"table_code" text,
	"guest_count" integer,
	"customer_email" text,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"tip_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"payload_hash" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"accounting_day" date NOT NULL,
	"hour" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_amount" >= 0 and "orders"."vat_amount" >= 0 and "orders"."tip_amount" >= 0),
	CONSTRAINT "orders_refund_check" CHECK ("orders"."refunded_amount" between 0 and "orders"."total_amount"),
	CONSTRAINT "orders_hour_check" CHECK ("orders"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"filter" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"type" text NOT NULL,
	"venue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"last_period_start" date,
	"last_run_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_reports_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "scheduled_reports_period_check" CHECK ("scheduled_reports"."period" in ('DAILY', 'WEEKLY', 'MONTHLY'))
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminals_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "vat_rollups" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"accounting_day" date NOT NULL,
	"hour" smallint NOT NULL,
	"channel" text NOT NULL,
	"service_type" text NOT NULL,
	"staff_id" text NOT NULL,
	"vat_rate" integer NOT NULL,
	"gross_amount" integer DEFAULT 0 NOT NULL,
	"vat_amount" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_rollups_pk" PRIMARY KEY("company_id","venue_id","accounting_day","hour","channel","service_type","staff_id","vat_rate")
);
--> statement-breakpoint
CREATE TABLE "void_journal" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"order_id" text,
	"order_number" integer,
	"payment_id" text,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"actor_name" text,
	"user_id" text,
	"staff_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"accounting_day" date NOT NULL,
	CONSTRAINT "void_journal_kind_check" CHECK ("void_journal"."kind" in ('VOID_LINE', 'REFUND_ORDER', 'REFUND_PAYMENT', 'CANCEL_ORDER'))
);
--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_rollups" ADD CONSTRAINT "finance_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_rollups" ADD CONSTRAINT "item_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_venue_fk" FOREIGN KEY ("company_id","venue_id") REFERENCES "public"."venues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rollups" ADD CONSTRAINT "vat_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "void_journal" ADD CONSTRAINT "void_journal_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_credentials_company_idx" ON "api_credentials" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_company_order_idx" ON "order_events" USING btree ("company_id","order_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_company_order_idx" ON "order_lines" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "order_payments_company_order_idx" ON "order_payments" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_order_key" ON "orders" USING btree ("company_id","venue_id","client_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_venue_number_key" ON "orders" USING btree ("company_id","venue_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_company_venue_day_idx" ON "orders" USING btree ("company_id","venue_id","accounting_day","order_number");--> statement-breakpoint
CREATE INDEX "orders_company_day_idx" ON "orders" USING btree ("company_id","accounting_day");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("company_id","venue_id","placed_at") WHERE "orders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "reports_company_created_idx" ON "reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "scheduled_reports_company_idx" ON "scheduled_reports" USING btree ("company_id","created_at") WHERE "scheduled_reports"."deleted" = false;--> statement-breakpoint
CREATE INDEX "terminals_company_venue_idx" ON "terminals" USING btree ("company_id","venue_id","created_at");--> statement-breakpoint
CREATE INDEX "void_journal_company_venue_at_idx" ON "void_journal" USING btree ("company_id","venue_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "void_journal_refund_payment_key" ON "void_journal" USING btree ("payment_id") WHERE "void_journal"."kind" = 'REFUND_PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "void_journal_refund_order_key" ON "void_journal" USING btree ("order_id") WHERE "void_journal"."kind" = 'REFUND_ORDER';