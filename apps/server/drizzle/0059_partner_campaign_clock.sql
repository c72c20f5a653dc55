CREATE TABLE "partner_daily_summaries" (
	"partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_daily_summaries_partner_id_day_pk" PRIMARY KEY("partner_id","day")
);
--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD COLUMN "started_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_daily_summaries" ADD CONSTRAINT "partner_daily_summaries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Campaigns already running before this migration are not announced late: only starts from now on are.
UPDATE "partner_campaigns" SET "started_announced_at" = "starts_at" WHERE "starts_at" <= now();
