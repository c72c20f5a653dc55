CREATE TABLE "daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"points_issued" bigint DEFAULT 0 NOT NULL,
	"points_spent" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"trigger" text NOT NULL,
	"requested_by_admin_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"progress" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	CONSTRAINT "job_runs_task_check" CHECK ("job_runs"."task" in ('daily-stats', 'tier-update', 'content-cleanup')),
	CONSTRAINT "job_runs_status_check" CHECK ("job_runs"."status" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "job_runs_trigger_check" CHECK ("job_runs"."trigger" in ('manual', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "server_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" smallint NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "site_name" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registration_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_requested_by_admin_id_admin_users_id_fk" FOREIGN KEY ("requested_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_one_running_idx" ON "job_runs" USING btree ("task") WHERE "job_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "job_runs_task_started_idx" ON "job_runs" USING btree ("task","started_at");--> statement-breakpoint
CREATE INDEX "server_errors_at_idx" ON "server_errors" USING btree ("at");