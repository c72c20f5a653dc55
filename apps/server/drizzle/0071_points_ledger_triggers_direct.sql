-- Decision 098: the ledger's deferred checks, cheaper per line and the same in meaning. The balance check read the
-- posting id through to_jsonb(NEW), which builds a JSON copy of the whole row (a posting's reason and breakdown
-- included) on every line and posting; it now reads the column its trigger's argument names directly, each
-- assignment compiled for its own table. The member-earnings trigger skips the reward pool's line in its WHEN
-- clause, so the one debit every award writes queues no call at all (the function already returned at once for it:
-- the pool has no member).
CREATE OR REPLACE FUNCTION "points_posting_assert_balanced"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  posting uuid;
  lines integer;
  total bigint;
BEGIN
  -- The trigger's argument names the column holding the posting id (posting_id on lines, id on postings).
  IF TG_ARGV[0] = 'posting_id' THEN
    posting := NEW."posting_id";
  ELSE
    posting := NEW."id";
  END IF;
  SELECT count(*), coalesce(sum(amount), 0) INTO lines, total FROM points_entries WHERE posting_id = posting;
  IF lines < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'points posting % is unbalanced: % lines summing to %', posting, lines, total
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "points_entries_member_earnings" ON "points_entries";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "points_entries_member_earnings" AFTER INSERT ON "points_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."account_id" <> '00000000-0000-4000-8000-00000000a001'::uuid)
  EXECUTE FUNCTION "points_add_member_earning"();
