ALTER TABLE "referrals" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "posting_id" uuid;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('PENDING', 'VESTED', 'REFUSED'));