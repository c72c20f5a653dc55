CREATE TABLE "points_streak_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"days" integer NOT NULL,
	"posting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_streak_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "points_streak_days_check" CHECK ("points_streak_days"."days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "points_postings" DROP CONSTRAINT "points_postings_source_check";--> statement-breakpoint
ALTER TABLE "points_global_config" DROP CONSTRAINT "points_global_config_values_check";--> statement-breakpoint
ALTER TABLE "points_global_config" ADD COLUMN "daily_goal" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_global_config" ADD COLUMN "creator_share_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_streak_days" ADD CONSTRAINT "points_streak_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_streak_days" ADD CONSTRAINT "points_streak_days_posting_id_points_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."points_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_postings" ADD CONSTRAINT "points_postings_source_check" CHECK ("points_postings"."source" in ('activity', 'referral', 'social', 'admin', 'exchange', 'bonus'));--> statement-breakpoint
ALTER TABLE "points_global_config" ADD CONSTRAINT "points_global_config_values_check" CHECK (least("points_global_config"."base_video", "points_global_config"."base_quiz", "points_global_config"."base_game", "points_global_config"."base_featured", "points_global_config"."daily_cap", "points_global_config"."weekly_cap", "points_global_config"."cooldown_seconds", "points_global_config"."welcome_bonus", "points_global_config"."referral_reward", "points_global_config"."streak_bonus", "points_global_config"."daily_goal") >= 0 AND "points_global_config"."video_watch_percent" BETWEEN 1 AND 100 AND "points_global_config"."creator_share_percent" BETWEEN 0 AND 100);