CREATE TABLE "points_pending_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"points" integer NOT NULL,
	"reason" text,
	"posting_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "points_pending_awards_status_check" CHECK ("points_pending_awards"."status" in ('WAITING', 'PAID', 'REFUSED')),
	CONSTRAINT "points_pending_awards_reason_check" CHECK ("points_pending_awards"."reason" in ('ALREADY_COMPLETED', 'COOLDOWN', 'DAILY_CAP', 'WEEKLY_CAP', 'TIER_REQUIRED', 'WATCH_TIME_NOT_REACHED', 'QUIZ_NOT_PASSED', 'GAME_SCORE_TOO_LOW', 'SUSPENDED', 'UNAVAILABLE'))
);
--> statement-breakpoint
ALTER TABLE "watch_progress" ADD COLUMN "earn_check_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_pending_awards" ADD CONSTRAINT "points_pending_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_pending_awards" ADD CONSTRAINT "points_pending_awards_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_pending_awards_waiting_idx" ON "points_pending_awards" USING btree ("user_id","activity_id") WHERE status = 'WAITING';--> statement-breakpoint
CREATE INDEX "points_pending_awards_user_idx" ON "points_pending_awards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_pending_awards_due_idx" ON "points_pending_awards" USING btree ("due_at") WHERE status = 'WAITING';