ALTER TYPE "public"."media_asset_kind" ADD VALUE 'STORY_IMAGE';--> statement-breakpoint
CREATE TABLE "stories" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_readings" (
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"credited_seconds" double precision[] NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"last_section" integer,
	"last_view_at" timestamp with time zone,
	"reached_end" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "story_readings_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id"),
	CONSTRAINT "story_readings_sequence_check" CHECK ("story_readings"."last_sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_readings" ADD CONSTRAINT "story_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_readings" ADD CONSTRAINT "story_readings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;