CREATE TABLE "creator_daily_stats" (
	"activity_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"watch_seconds" double precision DEFAULT 0 NOT NULL,
	"funnel_started" integer DEFAULT 0 NOT NULL,
	"funnel_completed" integer DEFAULT 0 NOT NULL,
	"funnel_passed" integer DEFAULT 0 NOT NULL,
	"earned_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_daily_stats_activity_id_day_pk" PRIMARY KEY("activity_id","day"),
	CONSTRAINT "creator_daily_stats_counts_check" CHECK ("creator_daily_stats"."views" >= 0 AND "creator_daily_stats"."viewers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "creator_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_viewer_days" (
	"activity_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"watch_seconds" double precision DEFAULT 0 NOT NULL,
	"coverage" integer DEFAULT 0 NOT NULL,
	"country" text,
	CONSTRAINT "creator_viewer_days_activity_id_day_user_id_pk" PRIMARY KEY("activity_id","day","user_id"),
	CONSTRAINT "creator_viewer_days_country_check" CHECK ("creator_viewer_days"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "creator_daily_stats" ADD CONSTRAINT "creator_daily_stats_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_daily_stats" ADD CONSTRAINT "creator_daily_stats_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_viewer_days" ADD CONSTRAINT "creator_viewer_days_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_viewer_days" ADD CONSTRAINT "creator_viewer_days_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_viewer_days" ADD CONSTRAINT "creator_viewer_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_daily_stats_creator_idx" ON "creator_daily_stats" USING btree ("creator_id","day");--> statement-breakpoint
CREATE INDEX "creator_viewer_days_creator_idx" ON "creator_viewer_days" USING btree ("creator_id","day");