CREATE TABLE "points_member_earnings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lifetime" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"day_activity" integer DEFAULT 0 NOT NULL,
	"week" date NOT NULL,
	"week_activity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_member_earnings" ADD CONSTRAINT "points_member_earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 072: every earn line of a member's account is added to their row when its transaction commits (a
-- deferred trigger, like the balance check), whoever inserted it. Deferred so the row is locked at commit, after
-- the transaction already holds the member's users row (every posting moves its members' projections first):
-- the lock order of awards, settlements and multi-member postings stays what it was. The ledger is append-only,
-- so adding lines as they commit keeps the row equal to a scan of the lines.
CREATE FUNCTION "points_add_member_earning"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line record;
  line_day date := (NEW."created_at" AT TIME ZONE 'UTC')::date;
  line_week date := date_trunc('week', NEW."created_at" AT TIME ZONE 'UTC')::date;
  activity integer;
BEGIN
  SELECT p."kind", p."source", a."user_id" INTO line
  FROM "points_postings" p, "points_accounts" a
  WHERE p."id" = NEW."posting_id" AND a."id" = NEW."account_id";
  IF line."kind" <> 'earn' OR line."user_id" IS NULL THEN RETURN NULL; END IF;
  activity := CASE WHEN line."source" = 'activity' THEN NEW."amount" ELSE 0 END;
  INSERT INTO "points_member_earnings" AS m ("user_id", "lifetime", "day", "day_activity", "week", "week_activity")
  VALUES (line."user_id", greatest(NEW."amount", 0), line_day, activity, line_week, activity)
  ON CONFLICT ("user_id") DO UPDATE SET
    "lifetime" = m."lifetime" + excluded."lifetime",
    "day" = greatest(m."day", excluded."day"),
    "day_activity" = CASE WHEN excluded."day" > m."day" THEN excluded."day_activity"
      WHEN excluded."day" = m."day" THEN m."day_activity" + excluded."day_activity" ELSE m."day_activity" END,
    "week" = greatest(m."week", excluded."week"),
    "week_activity" = CASE WHEN excluded."week" > m."week" THEN excluded."week_activity"
      WHEN excluded."week" = m."week" THEN m."week_activity" + excluded."week_activity" ELSE m."week_activity" END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "points_entries_member_earnings" AFTER INSERT ON "points_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "points_add_member_earning"();
--> statement-breakpoint
-- The lines already in the ledger: lifetime, and today's and this week's activity lines (older days and weeks
-- count nothing any more). The trigger above is in place first, in this transaction, so no line is missed.
INSERT INTO "points_member_earnings" ("user_id", "lifetime", "day", "day_activity", "week", "week_activity")
SELECT a."user_id",
  coalesce(sum(e."amount") FILTER (WHERE e."amount" > 0), 0),
  (now() AT TIME ZONE 'UTC')::date,
  coalesce(sum(e."amount") FILTER (WHERE p."source" = 'activity'
    AND (e."created_at" AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date), 0),
  date_trunc('week', now() AT TIME ZONE 'UTC')::date,
  coalesce(sum(e."amount") FILTER (WHERE p."source" = 'activity'
    AND date_trunc('week', e."created_at" AT TIME ZONE 'UTC') = date_trunc('week', now() AT TIME ZONE 'UTC')), 0)
FROM "points_entries" e
JOIN "points_postings" p ON p."id" = e."posting_id" AND p."kind" = 'earn'
JOIN "points_accounts" a ON a."id" = e."account_id" AND a."user_id" IS NOT NULL
GROUP BY a."user_id";
