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
-- The new tables are written with the member days: the job's next run rebuilds every member day from the raw
-- rows (as on a database it never ran on) and fills them from the start.
DELETE FROM "analytics_rollup_state" WHERE "rollup" = 'member-days';
