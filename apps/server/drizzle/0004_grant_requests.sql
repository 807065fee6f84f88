CREATE TABLE "grant_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"legal_entity_id" text NOT NULL,
	"account_holder_id" text NOT NULL,
	"grant_offer_id" text NOT NULL,
	"provider_grant_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"fee" integer NOT NULL,
	"repayment_rate" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grant_requests_amounts_check" CHECK ("grant_requests"."amount" > 0 and "grant_requests"."fee" >= 0 and "grant_requests"."repayment_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "grant_requests" ADD CONSTRAINT "grant_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_requests" ADD CONSTRAINT "grant_requests_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_requests" ADD CONSTRAINT "grant_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grant_requests_company_entity_idx" ON "grant_requests" USING btree ("company_id","legal_entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grant_requests_company_holder_idx" ON "grant_requests" USING btree ("company_id","account_holder_id");