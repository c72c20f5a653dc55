CREATE TABLE "activity_daily_views" (
	"activity_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_views_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "activity_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hour_bucket" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"position_seconds" double precision DEFAULT 0 NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_progress_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "watch_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_heartbeat_at" timestamp with time zone,
	"last_sequence" integer DEFAULT -1 NOT NULL,
	"last_position" double precision DEFAULT 0 NOT NULL,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credited_seconds" double precision DEFAULT 0 NOT NULL,
	"view_counted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "watch_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "watch_sessions_credit_check" CHECK ("watch_sessions"."credited_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_daily_views" ADD CONSTRAINT "activity_daily_views_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_views" ADD CONSTRAINT "activity_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD CONSTRAINT "watch_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD CONSTRAINT "watch_sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_daily_views_day_index" ON "activity_daily_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_views_once_per_hour_idx" ON "activity_views" USING btree ("activity_id","user_id","hour_bucket");--> statement-breakpoint
CREATE INDEX "activity_views_user_idx" ON "activity_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "watch_progress_user_idx" ON "watch_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "watch_sessions_user_idx" ON "watch_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "watch_sessions_activity_idx" ON "watch_sessions" USING btree ("activity_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;