CREATE TABLE "backup_download_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "maintenance_jobs" DROP CONSTRAINT "maintenance_jobs_kind_check";--> statement-breakpoint
ALTER TABLE "backup_download_links" ADD CONSTRAINT "backup_download_links_job_id_maintenance_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."maintenance_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_download_links" ADD CONSTRAINT "backup_download_links_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backup_download_links_token_hash_idx" ON "backup_download_links" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "maintenance_jobs" ADD CONSTRAINT "maintenance_jobs_kind_check" CHECK ("maintenance_jobs"."kind" in ('MEMBER_EXPORT', 'OPTIMIZE_DB', 'DATABASE_BACKUP'));