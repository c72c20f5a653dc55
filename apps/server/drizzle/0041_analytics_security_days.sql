CREATE TABLE "analytics_security_days" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_security_days_day_event_pk" PRIMARY KEY("day","event")
);
--> statement-breakpoint
CREATE INDEX "login_events_created_idx" ON "login_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_alerts_created_idx" ON "security_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_login_attempts_at_idx" ON "admin_login_attempts" USING btree ("at");