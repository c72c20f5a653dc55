CREATE TABLE "analytics_content_total_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" bigint NOT NULL,
	"sessions" bigint NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"completions" bigint NOT NULL,
	"points_paid" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_country_reach_days" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"reach" integer[] NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"points_earned" bigint NOT NULL,
	CONSTRAINT "analytics_country_reach_days_day_country_pk" PRIMARY KEY("day","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_reach_days" (
	"day" date PRIMARY KEY NOT NULL,
	"reach" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_retention_weeks" (
	"cohort_week" date NOT NULL,
	"active_week" date NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "analytics_retention_weeks_cohort_week_active_week_pk" PRIMARY KEY("cohort_week","active_week")
);
--> statement-breakpoint
CREATE TABLE "analytics_tier_days" (
	"day" date NOT NULL,
	"tier" text NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "analytics_tier_days_day_tier_pk" PRIMARY KEY("day","tier")
);
--> statement-breakpoint
CREATE TABLE "analytics_content_running_days" (
	"activity_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" bigint NOT NULL,
	"sessions" bigint NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"completions" bigint NOT NULL,
	"points_paid" bigint NOT NULL,
	"quiz_attempts" bigint NOT NULL,
	"quiz_passed" bigint NOT NULL,
	"game_rounds" bigint NOT NULL,
	"game_won" bigint NOT NULL,
	CONSTRAINT "analytics_content_running_days_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
-- The activities' running totals likewise start from the content days already rolled up.
INSERT INTO "analytics_content_running_days" ("activity_id", "day", "views", "sessions", "watch_seconds", "completions",
  "points_paid", "quiz_attempts", "quiz_passed", "game_rounds", "game_won")
SELECT "activity_id", "day", sum("views") OVER w, sum("sessions") OVER w, sum("watch_seconds") OVER w,
  sum("completions") OVER w, sum("points_paid") OVER w, sum("quiz_attempts") OVER w, sum("quiz_passed") OVER w,
  sum("game_rounds") OVER w, sum("game_won") OVER w
FROM "analytics_content_days" WINDOW w AS (PARTITION BY "activity_id" ORDER BY "day");
--> statement-breakpoint
-- The per-day content totals start from the content days already rolled up; the job keeps them from here on.
INSERT INTO "analytics_content_total_days" ("day", "views", "sessions", "watch_seconds", "completions", "points_paid")
SELECT "day", sum("views"), sum("sessions"), sum("watch_seconds"), sum("completions"), sum("points_paid")
FROM "analytics_content_days" GROUP BY "day";
--> statement-breakpoint
CREATE TABLE "analytics_signup_method_days" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"referred" boolean NOT NULL,
	"signups" integer NOT NULL,
	"verified" integer NOT NULL,
	CONSTRAINT "analytics_signup_method_days_day_method_referred_pk" PRIMARY KEY("day","method","referred")
);
--> statement-breakpoint
INSERT INTO "analytics_signup_method_days" ("day", "method", "referred", "signups", "verified")
SELECT "day", "method", "referred", sum("signups"), sum("verified") FROM "analytics_signup_days" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TABLE "analytics_creator_days" (
	"day" date NOT NULL,
	"creator_id" uuid NOT NULL,
	"views" bigint NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "analytics_creator_days_day_creator_id_pk" PRIMARY KEY("day","creator_id")
);
--> statement-breakpoint
INSERT INTO "analytics_creator_days" ("day", "creator_id", "views", "watch_seconds", "active")
SELECT c."day", a."creator_id", sum(c."views"), sum(c."watch_seconds"), bool_or(c."sessions" > 0 OR c."completions" > 0)
FROM "analytics_content_days" c JOIN "activities" a ON a."id" = c."activity_id" AND a."creator_id" IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
CREATE TABLE "analytics_creator_reach_days" (
	"day" date PRIMARY KEY NOT NULL,
	"reach" integer[] NOT NULL,
	"watch_seconds" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_creator_days_creator_idx" ON "analytics_creator_days" USING btree ("creator_id","day");
--> statement-breakpoint
-- The reach days and retention weeks are written with the member days, the creator reach days with the content
-- days: the job's next run rebuilds both from the raw rows (as on a database it never ran on) and fills them from
-- the start.
DELETE FROM "analytics_rollup_state" WHERE "rollup" IN ('member-days', 'content-days');
