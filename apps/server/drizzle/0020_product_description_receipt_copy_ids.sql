CREATE TABLE "receipt_copy_requests" (
	"company_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"client_order_id" text NOT NULL,
	"copy_id" text NOT NULL,
	"receipt_copies" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_copy_requests_pk" PRIMARY KEY("company_id","venue_id","client_order_id","copy_id")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description_lang" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_copy_requests" ADD CONSTRAINT "receipt_copy_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A till's copy reports are a device log like the order counters, not business data an operator
-- edits: they stay out of the audit journal.
INSERT INTO "audit_exclusions" ("table_name") VALUES ('receipt_copy_requests') ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT fika_audit_attach();
