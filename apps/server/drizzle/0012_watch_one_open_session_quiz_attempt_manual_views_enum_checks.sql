CREATE TABLE "watch_credit_clocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"credited_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "manual_view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_credit_clocks" ADD CONSTRAINT "watch_credit_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_sessions_one_open_idx" ON "watch_sessions" USING btree ("user_id") WHERE "watch_sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_idx" ON "quiz_attempts" USING btree ("user_id","activity_id") WHERE "quiz_attempts"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tier_check" CHECK ("users"."tier" in ('BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_creator_status_check" CHECK ("users"."creator_status" in ('NONE', 'PENDING', 'APPROVED', 'REJECTED', 'BANNED'));--> statement-breakpoint
ALTER TABLE "oauth_exchange_codes" ADD CONSTRAINT "oauth_exchange_codes_provider_check" CHECK ("oauth_exchange_codes"."provider" in ('google', 'twitter'));--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_provider_check" CHECK ("oauth_states"."provider" in ('google', 'twitter'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_manual_views_check" CHECK ("activities"."manual_view_count" >= 0 AND "activities"."manual_view_count" <= "activities"."view_count");--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_kind_check" CHECK ("quiz_questions"."kind" in ('SINGLE', 'MULTIPLE'));--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_check" CHECK ("game_rounds"."game" in ('MEMORY', 'SLIDING_PUZZLE'));--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_outcome_check" CHECK ("game_rounds"."outcome" in ('SOLVED', 'NOT_SOLVED', 'ILLEGAL_MOVE', 'LOG_MISMATCH', 'TOO_FAST'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_check" CHECK ("games"."game" in ('MEMORY', 'SLIDING_PUZZLE'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_difficulty_check" CHECK ("games"."difficulty" in ('EASY', 'MEDIUM', 'HARD'));--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_decision_check" CHECK ("moderation_decisions"."decision" in ('APPROVE', 'REJECT', 'REQUEST_CHANGES', 'REMOVE_CONTENT'));--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_reason_check" CHECK ("activity_reports"."reason" in ('SPAM_OR_MISLEADING', 'HATEFUL_OR_ABUSIVE', 'VIOLENT', 'RIGHTS_INFRINGEMENT', 'PRIVACY', 'OTHER'));--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_resolution_check" CHECK ("activity_reports"."resolution" in ('DISMISS', 'REMOVE_CONTENT'));