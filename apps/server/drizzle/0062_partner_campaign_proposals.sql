ALTER TABLE "partner_campaigns" DROP CONSTRAINT "partner_campaigns_status_check";--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD COLUMN "proposed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD CONSTRAINT "partner_campaigns_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD CONSTRAINT "partner_campaigns_status_check" CHECK ("partner_campaigns"."status" in ('ACTIVE', 'PAUSED', 'ENDED', 'PROPOSED', 'REJECTED'));