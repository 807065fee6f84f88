CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" text NOT NULL,
	"venue_id" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_kind" text NOT NULL,
	"user_id" text,
	"acting_admin_id" text,
	"terminal_id" text,
	"operation" text NOT NULL,
	"request_id" text,
	"object_type" text NOT NULL,
	"object_id" text,
	"object_label" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_company_idx" ON "audit_entries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_type_idx" ON "audit_entries" USING btree ("company_id","object_type","id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_user_idx" ON "audit_entries" USING btree ("company_id","user_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_company_venue_idx" ON "audit_entries" USING btree ("company_id","venue_id","id");
--> statement-breakpoint
-- The audit journal is written here, by one row trigger on every tenant table, so every write —
-- whichever service, REST route or raw SQL made it — is journalled in its own transaction and
-- rolls back with it. The server puts the caller in the transaction-local setting 'fika.audit'
-- (JSON: kind, userId, actingAdminId, terminalId, operation, requestId) before each write; a
-- write without it (start-up seed, migrations, background jobs) is not journalled. Rows changed
-- by cascades or by other triggers (depth > 1) follow from the journalled change and are skipped.
CREATE OR REPLACE FUNCTION fika_audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_setting text := current_setting('fika.audit', true);
  v_actor jsonb;
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_before jsonb := '{}'::jsonb;
  v_after jsonb := '{}'::jsonb;
  v_key text;
  v_company text;
  v_venue text;
BEGIN
  IF v_setting IS NULL OR v_setting = '' OR pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  v_actor := v_setting::jsonb;
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW); END IF;
  v_row := coalesce(v_new, v_old);
  FOR v_key IN SELECT jsonb_object_keys(v_row) LOOP
    -- Bookkeeping columns change on their own (sign-in, last use); they are not an edit.
    CONTINUE WHEN v_key = 'updated_at' OR v_key ~ '^last_.*_at$';
    CONTINUE WHEN TG_OP = 'UPDATE' AND (v_old -> v_key) IS NOT DISTINCT FROM (v_new -> v_key);
    -- Passwords, PINs, secrets, tokens and their hashes never reach the journal: only that they changed.
    IF v_key ~ '(^|_)(password|pin|secret|token|hash)(_|$)' THEN
      IF v_old IS NOT NULL THEN v_before := v_before || jsonb_build_object(v_key, '[redacted]'); END IF;
      IF v_new IS NOT NULL THEN v_after := v_after || jsonb_build_object(v_key, '[redacted]'); END IF;
    ELSE
      IF v_old IS NOT NULL THEN v_before := v_before || jsonb_build_object(v_key, v_old -> v_key); END IF;
      IF v_new IS NOT NULL THEN v_after := v_after || jsonb_build_object(v_key, v_new -> v_key); END IF;
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND v_after = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'companies' THEN
    v_company := v_row ->> 'id';
  ELSE
    v_company := v_row ->> 'company_id';
  END IF;
  IF v_company IS NULL THEN
    RETURN NULL;
  END IF;
  v_venue := CASE WHEN TG_TABLE_NAME = 'venues' THEN v_row ->> 'id' ELSE v_row ->> 'venue_id' END;
  INSERT INTO audit_entries (company_id, venue_id, actor_kind, user_id, acting_admin_id, terminal_id,
    operation, request_id, object_type, object_id, object_label, action, before, after)
  VALUES (v_company, v_venue, coalesce(v_actor ->> 'kind', 'USER'), v_actor ->> 'userId',
    v_actor ->> 'actingAdminId', v_actor ->> 'terminalId', coalesce(v_actor ->> 'operation', ''),
    v_actor ->> 'requestId', TG_TABLE_NAME, v_row ->> 'id',
    coalesce(v_new ->> 'title', v_new ->> 'name', v_old ->> 'title', v_old ->> 'name'), TG_OP,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE v_before END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE v_after END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Puts the trigger on every tenant table (a company_id column, or companies itself) that lacks it.
-- The server calls it after each migration, so a table a later module adds is journalled without
-- writing anything. Only derived or technical tables are left out here.
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
