-- Decision 026. The platform's ledger accounts, with the fixed ids points-accounts.ts names.
INSERT INTO "points_accounts" ("id", "kind") VALUES
  ('00000000-0000-4000-8000-00000000a001', 'REWARD_POOL'),
  ('00000000-0000-4000-8000-00000000a002', 'EXCHANGE_HELD'),
  ('00000000-0000-4000-8000-00000000a003', 'BURNED');
--> statement-breakpoint
-- Every posting balances: its lines sum to zero, and it has lines. Checked at commit (deferred), so a
-- posting and its lines may be written in any order inside one transaction, but never left unbalanced.
CREATE FUNCTION "points_posting_assert_balanced"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- The trigger's argument names the column holding the posting id (posting_id on lines, id on postings).
  posting uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  lines integer;
  total bigint;
BEGIN
  SELECT count(*), coalesce(sum(amount), 0) INTO lines, total FROM points_entries WHERE posting_id = posting;
  IF lines < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'points posting % is unbalanced: % lines summing to %', posting, lines, total
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "points_entries_balanced"
  AFTER INSERT ON "points_entries" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "points_posting_assert_balanced"('posting_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "points_postings_balanced"
  AFTER INSERT ON "points_postings" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "points_posting_assert_balanced"('id');
--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a reversing posting, never by an edit.
CREATE FUNCTION "points_ledger_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = '55000';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "points_postings_append_only" BEFORE UPDATE OR DELETE ON "points_postings"
  FOR EACH ROW EXECUTE FUNCTION "points_ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "points_postings_no_truncate" BEFORE TRUNCATE ON "points_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "points_ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "points_entries_append_only" BEFORE UPDATE OR DELETE ON "points_entries"
  FOR EACH ROW EXECUTE FUNCTION "points_ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "points_entries_no_truncate" BEFORE TRUNCATE ON "points_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "points_ledger_refuse_change"();
