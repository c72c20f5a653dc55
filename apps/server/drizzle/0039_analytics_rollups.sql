CREATE TABLE "analytics_content_days" (
	"day" date NOT NULL,
	"activity_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"watch_seconds" double precision DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"points_paid" bigint DEFAULT 0 NOT NULL,
	"quiz_attempts" integer DEFAULT 0 NOT NULL,
	"quiz_passed" integer DEFAULT 0 NOT NULL,
	"game_rounds" integer DEFAULT 0 NOT NULL,
	"game_won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_content_days_day_activity_id_pk" PRIMARY KEY("day","activity_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_member_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"signup_day" date NOT NULL,
	"country" text,
	"watch_seconds" double precision DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"points_earned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_member_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_points_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"credited" bigint NOT NULL,
	"debited" bigint NOT NULL,
	CONSTRAINT "analytics_points_days_day_kind_source_pk" PRIMARY KEY("day","kind","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"rollup" text PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_signup_days" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"referred" boolean NOT NULL,
	"country" text NOT NULL,
	"signups" integer NOT NULL,
	"verified" integer NOT NULL,
	CONSTRAINT "analytics_signup_days_day_method_referred_country_pk" PRIMARY KEY("day","method","referred","country")
);
--> statement-breakpoint
CREATE INDEX "analytics_member_days_user_idx" ON "analytics_member_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "users_email_verified_idx" ON "users" USING btree ("email_verified_at");--> statement-breakpoint
CREATE INDEX "member_sessions_created_idx" ON "member_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "watch_sessions_started_idx" ON "watch_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_started_idx" ON "quiz_attempts" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "game_rounds_started_idx" ON "game_rounds" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "activity_completions_completed_idx" ON "activity_completions" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "points_postings_created_idx" ON "points_postings" USING btree ("created_at");