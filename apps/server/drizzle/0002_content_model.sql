CREATE TYPE "public"."activity_status" AS ENUM('DRAFT', 'PROCESSING', 'PENDING_REVIEW', 'PUBLISHED', 'REJECTED', 'ARCHIVED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."activity_type" AS ENUM('VIDEO', 'QUIZ', 'GAME', 'FEATURED');--> statement-breakpoint
CREATE TYPE "public"."activity_visibility" AS ENUM('PUBLIC', 'UNLISTED', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."licence" AS ENUM('ALL_RIGHTS_RESERVED', 'CC_BY', 'CC_BY_SA', 'CC_BY_NC', 'CC_BY_NC_SA', 'CC_BY_ND', 'CC_BY_NC_ND', 'CC0');--> statement-breakpoint
CREATE TYPE "public"."tag_type" AS ENUM('movie', 'tv-show', 'video');--> statement-breakpoint
CREATE TYPE "public"."media_asset_kind" AS ENUM('SOURCE', 'HLS_MASTER', 'RENDITION', 'THUMBNAIL', 'PREVIEW', 'STORYBOARD', 'CAPTION', 'BANNER');--> statement-breakpoint
CREATE TYPE "public"."transcode_state" AS ENUM('QUEUED', 'PROBING', 'TRANSCODING', 'READY', 'FAILED');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "activity_type" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid,
	"creator_id" uuid,
	"status" "activity_status" DEFAULT 'DRAFT' NOT NULL,
	"visibility" "activity_visibility" DEFAULT 'PUBLIC' NOT NULL,
	"publish_at" timestamp with time zone,
	"licence" "licence" DEFAULT 'ALL_RIGHTS_RESERVED' NOT NULL,
	"duration_seconds" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"points_reward" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "activities_counts_check" CHECK ("activities"."view_count" >= 0 AND "activities"."points_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"role" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_tags" (
	"activity_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "activity_tags_activity_id_tag_id_pk" PRIMARY KEY("activity_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"profile_image" text,
	"designation" text DEFAULT '' NOT NULL,
	"known_credits" integer DEFAULT 0 NOT NULL,
	"birthday" date,
	"birth_place" text,
	"also_known_as" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail" text,
	"type" "tag_type" DEFAULT 'video' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"kind" "media_asset_kind" NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"bitrate" integer,
	"duration_seconds" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "transcode_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"state" "transcode_state" DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"queue_job_id" uuid,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transcode_jobs_activity_id_unique" UNIQUE("activity_id"),
	CONSTRAINT "transcode_jobs_progress_check" CHECK ("transcode_jobs"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_credits" ADD CONSTRAINT "activity_credits_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_credits" ADD CONSTRAINT "activity_credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tags" ADD CONSTRAINT "activity_tags_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tags" ADD CONSTRAINT "activity_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcode_jobs" ADD CONSTRAINT "transcode_jobs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search");--> statement-breakpoint
CREATE INDEX "activities_listing_idx" ON "activities" USING btree ("status","visibility","publish_at");--> statement-breakpoint
CREATE INDEX "activities_category_idx" ON "activities" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "activities_creator_idx" ON "activities" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_credits_unique_idx" ON "activity_credits" USING btree ("activity_id","person_id","role");--> statement-breakpoint
CREATE INDEX "activity_credits_person_idx" ON "activity_credits" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "activity_tags_tag_id_index" ON "activity_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "media_assets_activity_idx" ON "media_assets" USING btree ("activity_id","kind");--> statement-breakpoint
CREATE INDEX "transcode_jobs_state_idx" ON "transcode_jobs" USING btree ("state","heartbeat_at");