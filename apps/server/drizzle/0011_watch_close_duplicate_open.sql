-- Before the "one open watch session per member" and "one open attempt per member per quiz" unique
-- indexes: close the duplicates that races could leave, keeping each member's newest open one.
UPDATE "watch_sessions" AS s
SET "ended_at" = now()
WHERE s."ended_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "watch_sessions" AS newer
    WHERE newer."user_id" = s."user_id" AND newer."ended_at" IS NULL
      AND (newer."started_at", newer."id") > (s."started_at", s."id")
  );
--> statement-breakpoint
-- Older duplicate quiz attempts are finished and scored from their stored answers (unanswered = wrong).
UPDATE "quiz_attempts" AS a
SET "finished_at" = now(),
    "score" = scored.score,
    "passed" = cardinality(a."question_ids") > 0
      AND floor(scored.score * 100.0 / cardinality(a."question_ids")) >= a."pass_mark_percent"
FROM (
  SELECT q."id", (SELECT count(*) FROM "quiz_answers" AS ans WHERE ans."attempt_id" = q."id" AND ans."correct")::int AS score
  FROM "quiz_attempts" AS q
) AS scored
WHERE scored."id" = a."id" AND a."finished_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "quiz_attempts" AS newer
    WHERE newer."user_id" = a."user_id" AND newer."activity_id" = a."activity_id"
      AND newer."finished_at" IS NULL
      AND (newer."started_at", newer."id") > (a."started_at", a."id")
  );
