CREATE TABLE "money_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"amount" text,
	"unit" text NOT NULL,
	"subject_user_id" uuid,
	"exchange_id" uuid,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"maker_id" uuid NOT NULL,
	"maker_ip" text NOT NULL,
	"checker_id" uuid,
	"reason" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "money_approvals_kind_check" CHECK ("money_approvals"."kind" in ('EXCHANGE_APPROVAL', 'EXCHANGE_PAYOUT', 'ARTFI_SEND', 'ARTFI_BURN', 'POINTS_ADJUSTMENT')),
	CONSTRAINT "money_approvals_status_check" CHECK ("money_approvals"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'EXECUTED')),
	CONSTRAINT "money_approvals_unit_check" CHECK ("money_approvals"."unit" in ('POINTS', 'ARTFI')),
	CONSTRAINT "money_approvals_checker_not_maker" CHECK ("money_approvals"."checker_id" is null or "money_approvals"."checker_id" <> "money_approvals"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "four_eyes_points_above" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "four_eyes_artfi_above" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_maker_id_admin_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_checker_id_admin_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_one_open_per_subject" ON "money_approvals" USING btree ("kind","subject") WHERE "money_approvals"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "money_approvals_status_created_idx" ON "money_approvals" USING btree ("status","created_at");