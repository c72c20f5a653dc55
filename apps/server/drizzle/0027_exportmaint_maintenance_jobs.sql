CREATE TABLE "maintenance_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"requested_by" uuid NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "maintenance_jobs_kind_check" CHECK ("maintenance_jobs"."kind" in ('MEMBER_EXPORT', 'OPTIMIZE_DB')),
	CONSTRAINT "maintenance_jobs_status_check" CHECK ("maintenance_jobs"."status" in ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "maintenance_jobs" ADD CONSTRAINT "maintenance_jobs_requested_by_admin_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_jobs_kind_created_idx" ON "maintenance_jobs" USING btree ("kind","created_at");