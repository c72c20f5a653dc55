CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"organisation_name" text NOT NULL,
	"kind" text NOT NULL,
	"website" text NOT NULL,
	"country" text NOT NULL,
	"logo_url" text,
	"pitch" text NOT NULL,
	"contact_user_id" uuid NOT NULL,
	"reason" text,
	"reviewer_admin_id" uuid,
	"partner_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "partner_applications_kind_check" CHECK ("partner_applications"."kind" in ('GALLERY', 'MUSEUM', 'FESTIVAL', 'SCHOOL', 'BRAND', 'OTHER')),
	CONSTRAINT "partner_applications_country_check" CHECK ("partner_applications"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "partner_members" (
	"partner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_members_partner_id_user_id_pk" PRIMARY KEY("partner_id","user_id"),
	CONSTRAINT "partner_members_role_check" CHECK ("partner_members"."role" in ('OWNER', 'MEMBER'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"website" text NOT NULL,
	"country" text NOT NULL,
	"logo_url" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_status_check" CHECK ("partners"."status" in ('ACTIVE', 'SUSPENDED', 'CANCELLED')),
	CONSTRAINT "partners_kind_check" CHECK ("partners"."kind" in ('GALLERY', 'MUSEUM', 'FESTIVAL', 'SCHOOL', 'BRAND', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "partner_campaign_activities" (
	"campaign_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "partner_campaign_activities_campaign_id_activity_id_pk" PRIMARY KEY("campaign_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "partner_campaign_bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_campaign_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"posting_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bonus_points" integer NOT NULL,
	"budget_points" integer NOT NULL,
	"budget_left" integer NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_campaigns_status_check" CHECK ("partner_campaigns"."status" in ('ACTIVE', 'PAUSED', 'ENDED')),
	CONSTRAINT "partner_campaigns_budget_check" CHECK ("partner_campaigns"."bonus_points" > 0 AND "partner_campaigns"."budget_left" >= 0 AND "partner_campaigns"."budget_left" <= "partner_campaigns"."budget_points"),
	CONSTRAINT "partner_campaigns_window_check" CHECK ("partner_campaigns"."ends_at" > "partner_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "partner_webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"resend_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "partner_webhook_deliveries_event_check" CHECK ("partner_webhook_deliveries"."event" in ('partner.status_changed', 'campaign.started', 'campaign.ended', 'campaign.budget_low', 'campaign.budget_exhausted', 'daily.summary')),
	CONSTRAINT "partner_webhook_deliveries_status_check" CHECK ("partner_webhook_deliveries"."status" in ('PENDING', 'DELIVERED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "partner_webhooks" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_accounts" DROP CONSTRAINT "points_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "points_postings" DROP CONSTRAINT "points_postings_reason_code_check";--> statement-breakpoint
DROP INDEX "points_accounts_platform_kind_unique";--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_contact_user_id_users_id_fk" FOREIGN KEY ("contact_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewer_admin_id_admin_users_id_fk" FOREIGN KEY ("reviewer_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_campaign_activities" ADD CONSTRAINT "partner_campaign_activities_campaign_id_partner_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."partner_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_campaign_activities" ADD CONSTRAINT "partner_campaign_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_campaign_bonuses" ADD CONSTRAINT "partner_campaign_bonuses_campaign_id_partner_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."partner_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_campaign_bonuses" ADD CONSTRAINT "partner_campaign_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD CONSTRAINT "partner_campaigns_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_campaigns" ADD CONSTRAINT "partner_campaigns_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_attempts" ADD CONSTRAINT "partner_webhook_attempts_delivery_id_partner_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."partner_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_webhooks" ADD CONSTRAINT "partner_webhooks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_open_org_idx" ON "partner_applications" USING btree (lower("organisation_name")) WHERE "partner_applications"."status" = 'SUBMITTED';--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_open_contact_idx" ON "partner_applications" USING btree ("contact_user_id") WHERE "partner_applications"."status" = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_members_one_owner_idx" ON "partner_members" USING btree ("partner_id") WHERE "partner_members"."role" = 'OWNER';--> statement-breakpoint
CREATE INDEX "partner_members_user_idx" ON "partner_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_application_idx" ON "partners" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_campaign_activities_activity_idx" ON "partner_campaign_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_campaign_bonuses_once_idx" ON "partner_campaign_bonuses" USING btree ("campaign_id","user_id","activity_id","sequence");--> statement-breakpoint
CREATE INDEX "partner_campaign_bonuses_campaign_idx" ON "partner_campaign_bonuses" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_campaigns_partner_idx" ON "partner_campaigns" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_webhook_attempts_delivery_idx" ON "partner_webhook_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_due_idx" ON "partner_webhook_deliveries" USING btree ("next_attempt_at") WHERE "partner_webhook_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_partner_idx" ON "partner_webhook_deliveries" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_accounts_platform_kind_unique" ON "points_accounts" USING btree ("kind") WHERE "points_accounts"."user_id" is null and "points_accounts"."kind" <> 'CAMPAIGN';--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_kind_check" CHECK ("points_accounts"."kind" in ('MEMBER', 'REWARD_POOL', 'EXCHANGE_HELD', 'BURNED', 'CAMPAIGN'));--> statement-breakpoint
ALTER TABLE "points_postings" ADD CONSTRAINT "points_postings_reason_code_check" CHECK ("points_postings"."reason_code" in ('completed', 'streak', 'welcomeBonus', 'referral', 'socialTask', 'creatorShare', 'exchangeHold', 'exchangePaid', 'exchangeRejected', 'exchangeCancelled', 'unfollowed', 'unliked', 'unreposted', 'campaignBonus', 'campaignFunded', 'campaignReturned'));