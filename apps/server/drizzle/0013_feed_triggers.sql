-- The terminal configuration feed's change log (feed_changes) is written here, by one row trigger
-- on every table the feed reads, so every write — whichever service, REST route, seed or raw SQL
-- made it — bumps the feed version of the venues it concerns. Orders and the other order-path
-- tables are not feed tables and carry no such trigger: terminal order intake pays nothing.
CREATE SEQUENCE IF NOT EXISTS feed_version_seq;
--> statement-breakpoint
-- Notes one change: the entity's row takes a new version. venue_id is the one venue the change
-- concerns (null: every venue of the company); a row that already concerned another venue (or
-- every venue) becomes every venue, so a venue's version can only go up, never down.
CREATE OR REPLACE FUNCTION fika_feed_note(p_company text, p_kind text, p_entity text, p_venue text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_entity IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO feed_changes (company_id, kind, entity_id, venue_id, version, changed_at)
  VALUES (p_company, p_kind, p_entity, p_venue, nextval('feed_version_seq'), now())
  ON CONFLICT (company_id, kind, entity_id) DO UPDATE SET
    version = EXCLUDED.version,
    venue_id = CASE WHEN feed_changes.venue_id IS NOT DISTINCT FROM EXCLUDED.venue_id
      THEN EXCLUDED.venue_id ELSE NULL END,
    changed_at = EXCLUDED.changed_at;
END;
$$;
--> statement-breakpoint
-- TG_ARGV: the feed kind, the column holding the entity's id (a link row names its owner: a
-- menu entry's price is the entry, an item's category link is the item) and the column holding
-- the venue the row belongs to ('' when the table has none: the change concerns every venue).
--
-- The trigger is a deferred constraint trigger: it runs at commit and hands out versions under
-- one transaction-level advisory lock held until the commit is visible. Versions therefore
-- follow commit order: a terminal that read version N can never later miss a change numbered
-- below N that was still uncommitted when it read (nextval alone is not commit-ordered). Only
-- committing feed writes queue on that lock, after all their row locks are taken, so it cannot
-- deadlock with them; orders never take it.
CREATE OR REPLACE FUNCTION fika_feed_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := TG_ARGV[0];
  v_id_col text := TG_ARGV[1];
  v_venue_col text := nullif(TG_ARGV[2], '');
  v_old jsonb;
  v_new jsonb;
  v_company text;
  v_old_venue text;
  v_new_venue text;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW); END IF;
  -- An update that rewrote the same values changes nothing a terminal sees.
  IF TG_OP = 'UPDATE' AND v_old = v_new THEN
    RETURN NULL;
  END IF;
  v_company := coalesce(v_new, v_old) ->> 'company_id';
  -- A company being deleted takes its change log with it: nothing to note (and no row to point at).
  PERFORM 1 FROM companies WHERE id = v_company;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(4711130013);
  IF v_venue_col IS NOT NULL THEN
    v_old_venue := v_old ->> v_venue_col;
    v_new_venue := v_new ->> v_venue_col;
  END IF;
  IF v_old IS NOT NULL AND v_new IS NOT NULL
    AND (v_old ->> v_id_col) IS DISTINCT FROM (v_new ->> v_id_col) THEN
    -- A link row moved to another owner: both owners changed.
    PERFORM fika_feed_note(v_company, v_kind, v_old ->> v_id_col, v_old_venue);
    PERFORM fika_feed_note(v_company, v_kind, v_new ->> v_id_col, v_new_venue);
  ELSIF v_old IS NOT NULL AND v_new IS NOT NULL THEN
    -- Moved between venues (or to or from every venue): both venues must see it.
    PERFORM fika_feed_note(v_company, v_kind, v_new ->> v_id_col,
      CASE WHEN v_old_venue IS NOT DISTINCT FROM v_new_venue THEN v_new_venue ELSE NULL END);
  ELSE
    PERFORM fika_feed_note(v_company, v_kind, coalesce(v_new, v_old) ->> v_id_col,
      coalesce(v_new_venue, v_old_venue));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Attaches the trigger to the feed's tables (kind, id column, venue column). Kept as data in one
-- place: a table the feed starts reading joins this list in a later migration.
DO $$
DECLARE
  v_spec text[];
BEGIN
  FOREACH v_spec SLICE 1 IN ARRAY ARRAY[
    ['venues', 'venue', 'id', 'id'],
    ['menus', 'menu', 'id', ''],
    ['venue_menus', 'menu', 'menu_id', 'venue_id'],
    ['menu_availabilities', 'menu', 'menu_id', ''],
    ['menu_entries', 'menuEntry', 'id', ''],
    ['items', 'item', 'id', ''],
    ['item_categories', 'item', 'item_id', ''],
    ['item_modification_groups', 'item', 'item_id', ''],
    ['item_default_modifications', 'item', 'item_id', ''],
    ['item_stations', 'item', 'item_id', ''],
    ['item_upsells', 'item', 'item_id', ''],
    ['categories', 'category', 'id', ''],
    ['course_types', 'courseType', 'id', ''],
    ['modification_groups', 'modificationGroup', 'id', ''],
    ['modifications', 'modificationGroup', 'group_id', ''],
    ['upsells', 'upsell', 'id', ''],
    ['upsell_items', 'upsell', 'upsell_id', ''],
    ['stations', 'station', 'id', 'venue_id'],
    ['predefined_messages', 'predefinedMessage', 'id', 'venue_id'],
    ['layouts', 'posLayout', 'id', ''],
    ['layout_categories', 'posLayout', 'layout_id', ''],
    ['pages', 'posPage', 'id', ''],
    ['page_buttons', 'posPage', 'page_id', ''],
    ['offers', 'bundleOffer', 'id', ''],
    ['staff', 'staff', 'id', ''],
    ['staff_venues', 'staff', 'staff_id', 'venue_id'],
    ['access_levels', 'accessLevel', 'id', ''],
    ['access_level_venues', 'accessLevel', 'access_level_id', 'venue_id']
  ] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS fika_feed ON %I', v_spec[1]);
    EXECUTE format('CREATE CONSTRAINT TRIGGER fika_feed AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fika_feed_row(%L, %L, %L)',
      v_spec[1], v_spec[2], v_spec[3], v_spec[4]);
  END LOOP;
END;
$$;
