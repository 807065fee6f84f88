CREATE TABLE "file_contents" (
	"company_id" text NOT NULL,
	"file_id" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_contents_pkey" PRIMARY KEY("company_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contents" ADD CONSTRAINT "file_contents_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;