CREATE TABLE "analytics_decisions" (
	"decision_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"admin_id" uuid,
	"decision" text NOT NULL,
	"wait_seconds" double precision
);
--> statement-breakpoint
CREATE TABLE "analytics_moderation_waits" (
	"activity_id" uuid NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_moderation_waits_activity_id_queued_at_pk" PRIMARY KEY("activity_id","queued_at")
);
--> statement-breakpoint
CREATE TABLE "analytics_queue_days" (
	"day" date PRIMARY KEY NOT NULL,
	"queue_size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_report_days" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"resolution" text NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "analytics_report_days_day_reason_resolution_pk" PRIMARY KEY("day","reason","resolution")
);
--> statement-breakpoint
CREATE INDEX "analytics_decisions_day_idx" ON "analytics_decisions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "moderation_decisions_created_idx" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_reports_created_idx" ON "activity_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_reports_resolved_idx" ON "activity_reports" USING btree ("resolved_at");