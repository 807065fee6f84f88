-- A statement that writes many rows of one feed entity (a floor-plan save updates 200 tables of one
-- plan, a menu's entries note the menu...) noted the same feed_changes row once per row: 200
-- upserts of one hot row at commit. The deferred triggers fire back to back at commit, so it is
-- enough to remember the last note of the transaction (a transaction-local setting) and skip an
-- identical one: the entity already has a version taken at this same commit, under the same lock.
-- A different venue for the same entity is a different note and still widens it to every venue.
CREATE OR REPLACE FUNCTION fika_feed_note(p_company text, p_kind text, p_entity text, p_venue text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_key text;
BEGIN
  IF p_entity IS NULL THEN
    RETURN;
  END IF;
  v_key := p_company || '/' || p_kind || '/' || p_entity || '/' || coalesce(p_venue, '*');
  IF current_setting('fika.feed_last_note', true) IS NOT DISTINCT FROM v_key THEN
    RETURN;
  END IF;
  PERFORM set_config('fika.feed_last_note', v_key, true);
  INSERT INTO feed_changes (company_id, kind, entity_id, venue_id, version, changed_at)
  VALUES (p_company, p_kind, p_entity, p_venue, nextval('feed_version_seq'), now())
  ON CONFLICT (company_id, kind, entity_id) DO UPDATE SET
    version = EXCLUDED.version,
    venue_id = CASE WHEN feed_changes.venue_id IS NOT DISTINCT FROM EXCLUDED.venue_id
      THEN EXCLUDED.venue_id ELSE NULL END,
    changed_at = EXCLUDED.changed_at;
END;
$$;
