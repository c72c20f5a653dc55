ALTER TABLE "points_postings" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "points_postings" ADD COLUMN "reason_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "points_postings" ADD CONSTRAINT "points_postings_reason_code_check" CHECK ("points_postings"."reason_code" in ('completed', 'streak', 'welcomeBonus', 'referral', 'socialTask', 'creatorShare', 'exchangeHold', 'exchangePaid', 'exchangeRejected', 'exchangeCancelled', 'unfollowed', 'unliked', 'unreposted'));--> statement-breakpoint
-- Lines posted before this migration carry only their English reason: their code and values are read back
-- from the exact wordings the server wrote (points-reasons.ts; points-reasons.test.ts runs this backfill
-- against them). Staff adjustments (source admin) keep a null code: their reason is shown as typed. The
-- ledger is append-only (decision 026): this once, the trigger steps aside so the new columns can be filled
-- in; nothing the postings already held changes.
ALTER TABLE "points_postings" DISABLE TRIGGER "points_postings_append_only";--> statement-breakpoint
WITH "patterns" ("code", "pattern", "value_name", "is_number") AS (VALUES
  ('completed', '^Completed "(.*)"$', 'title', false),
  ('streak', '^Daily streak: day (\d+)$', 'day', true),
  ('welcomeBonus', '^Welcome bonus$', NULL, false),
  ('referral', '^A member you referred earned their first reward$', NULL, false),
  ('socialTask', '^Social task "(.*)"$', 'title', false),
  ('creatorShare', '^Creator share of (\d+) awards?$', 'count', true),
  ('exchangeHold', '^Exchange of (\d+) points for ARTFI$', 'count', true),
  ('exchangePaid', '^Exchange paid in ARTFI$', NULL, false),
  ('exchangeRejected', '^Exchange rejected: points returned$', NULL, false),
  ('exchangeCancelled', '^Exchange cancelled: points returned$', NULL, false),
  ('unfollowed', '^You no longer follow the account for the social task "(.*)"$', 'title', false),
  ('unliked', '^The like was removed for the social task "(.*)"$', 'title', false),
  ('unreposted', '^The repost was removed for the social task "(.*)"$', 'title', false)
)
UPDATE "points_postings" AS "p" SET
  "reason_code" = "m"."code",
  "reason_values" = CASE
    WHEN "m"."value_name" IS NULL THEN '{}'::jsonb
    WHEN "m"."is_number" THEN jsonb_build_object("m"."value_name", substring("p"."reason" from "m"."pattern")::bigint)
    ELSE jsonb_build_object("m"."value_name", substring("p"."reason" from "m"."pattern"))
  END
FROM "patterns" AS "m"
WHERE "p"."source" <> 'admin' AND "p"."reason_code" IS NULL AND "p"."reason" ~ "m"."pattern";--> statement-breakpoint
ALTER TABLE "points_postings" ENABLE TRIGGER "points_postings_append_only";
