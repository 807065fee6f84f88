-- The 'All articles' menu holds exactly one entry per non-deleted item, at the item's default price
-- (SPEC §5), and none for a deleted item. The services write both sides in one transaction; these
-- deferred constraint triggers check the result at commit, so a bug cannot leave them out of step.
CREATE OR REPLACE FUNCTION fika_all_articles_check_item(p_company text, p_item text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_menu text;
  v_deleted boolean;
  v_price integer;
  v_entries integer;
  v_matching integer;
BEGIN
  SELECT id INTO v_menu FROM menus WHERE company_id = p_company AND is_default AND NOT deleted;
  IF v_menu IS NULL THEN
    RETURN;
  END IF;
  SELECT deleted, default_price INTO v_deleted, v_price FROM items WHERE id = p_item AND company_id = p_company;
  SELECT count(*), count(*) FILTER (WHERE price = v_price) INTO v_entries, v_matching
    FROM menu_entries WHERE menu_id = v_menu AND item_id = p_item;
  IF v_deleted IS NULL OR v_deleted THEN
    IF v_entries > 0 THEN
      RAISE EXCEPTION 'All articles menu % still lists removed item %', v_menu, p_item
        USING ERRCODE = 'check_violation', CONSTRAINT = 'all_articles_in_step';
    END IF;
  ELSIF v_entries <> 1 OR v_matching <> 1 THEN
    RAISE EXCEPTION 'All articles menu % must list item % once at its default price', v_menu, p_item
      USING ERRCODE = 'check_violation', CONSTRAINT = 'all_articles_in_step';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fika_all_articles_item_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fika_all_articles_check_item(NEW.company_id, NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER all_articles_item_in_step
  AFTER INSERT OR UPDATE OF default_price, deleted ON items
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION fika_all_articles_item_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fika_all_articles_entry_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM fika_all_articles_check_item(OLD.company_id, OLD.item_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM fika_all_articles_check_item(NEW.company_id, NEW.item_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER all_articles_entry_in_step
  AFTER INSERT OR UPDATE OR DELETE ON menu_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION fika_all_articles_entry_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fika_all_articles_menu_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_item record;
BEGIN
  IF NEW.is_default AND NOT NEW.deleted THEN
    FOR v_item IN
      SELECT id FROM items WHERE company_id = NEW.company_id AND NOT deleted
      UNION
      SELECT item_id FROM menu_entries WHERE menu_id = NEW.id
    LOOP
      PERFORM fika_all_articles_check_item(NEW.company_id, v_item.id);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER all_articles_menu_in_step
  AFTER INSERT OR UPDATE OF is_default, deleted ON menus
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION fika_all_articles_menu_trigger();
