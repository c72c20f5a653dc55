CREATE TABLE "activity_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"posting_id" uuid,
	"points" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_completions_check" CHECK ("activity_completions"."sequence" >= 1 AND "activity_completions"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_kind_check" CHECK ("points_accounts"."kind" in ('MEMBER', 'REWARD_POOL', 'EXCHANGE_HELD', 'BURNED')),
	CONSTRAINT "points_accounts_member_check" CHECK (("points_accounts"."kind" = 'MEMBER') = ("points_accounts"."user_id" is not null) AND ("points_accounts"."user_id" is null OR "points_accounts"."user_id" = "points_accounts"."id"))
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"posting_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_amount_check" CHECK ("points_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "points_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"issuer" text NOT NULL,
	"issuer_admin_id" uuid,
	"idempotency_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"activity_id" uuid,
	"reverses_posting_id" uuid,
	"fraud_reversal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_postings_kind_check" CHECK ("points_postings"."kind" in ('earn', 'spend', 'hold', 'release', 'adjust', 'expire', 'reverse')),
	CONSTRAINT "points_postings_source_check" CHECK ("points_postings"."source" in ('activity', 'referral', 'social', 'admin', 'exchange')),
	CONSTRAINT "points_postings_issuer_check" CHECK (("points_postings"."issuer" = 'system' AND "points_postings"."issuer_admin_id" is null) OR "points_postings"."issuer" = 'admin:' || "points_postings"."issuer_admin_id"::text),
	CONSTRAINT "points_postings_fraud_check" CHECK (NOT "points_postings"."fraud_reversal" OR "points_postings"."kind" = 'reverse')
);
--> statement-breakpoint
CREATE TABLE "points_category_multipliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"multiplier_bp" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_category_multipliers_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "points_category_multipliers_check" CHECK ("points_category_multipliers"."multiplier_bp" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_content_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"base_points" integer,
	"allow_repeats" boolean DEFAULT false NOT NULL,
	"cooldown_seconds" integer,
	"required_tier" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_content_overrides_activity_id_unique" UNIQUE("activity_id"),
	CONSTRAINT "points_content_overrides_tier_check" CHECK ("points_content_overrides"."required_tier" in ('BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP')),
	CONSTRAINT "points_content_overrides_check" CHECK (coalesce("points_content_overrides"."base_points", 0) >= 0 AND coalesce("points_content_overrides"."cooldown_seconds", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_creator_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"multiplier_bp" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_creator_overrides_creator_id_unique" UNIQUE("creator_id"),
	CONSTRAINT "points_creator_overrides_check" CHECK ("points_creator_overrides"."multiplier_bp" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_global_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"base_video" integer NOT NULL,
	"base_quiz" integer NOT NULL,
	"base_game" integer NOT NULL,
	"base_featured" integer NOT NULL,
	"daily_cap" integer NOT NULL,
	"weekly_cap" integer NOT NULL,
	"cooldown_seconds" integer NOT NULL,
	"welcome_bonus" integer NOT NULL,
	"referral_reward" integer NOT NULL,
	"streak_bonus" integer NOT NULL,
	"video_watch_percent" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_global_config_single_row" CHECK ("points_global_config"."id" = 1),
	CONSTRAINT "points_global_config_values_check" CHECK (least("points_global_config"."base_video", "points_global_config"."base_quiz", "points_global_config"."base_game", "points_global_config"."base_featured", "points_global_config"."daily_cap", "points_global_config"."weekly_cap", "points_global_config"."cooldown_seconds", "points_global_config"."welcome_bonus", "points_global_config"."referral_reward", "points_global_config"."streak_bonus") >= 0 AND "points_global_config"."video_watch_percent" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "points_tier_rules" (
	"tier" text PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"multiplier_bp" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_tier_rules_tier_check" CHECK ("points_tier_rules"."tier" in ('BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP')),
	CONSTRAINT "points_tier_rules_values_check" CHECK ("points_tier_rules"."threshold" >= 0 AND "points_tier_rules"."multiplier_bp" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_completions" ADD CONSTRAINT "activity_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_completions" ADD CONSTRAINT "activity_completions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_completions" ADD CONSTRAINT "activity_completions_posting_id_points_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."points_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_posting_id_points_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."points_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_account_id_points_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."points_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_postings" ADD CONSTRAINT "points_postings_issuer_admin_id_admin_users_id_fk" FOREIGN KEY ("issuer_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_category_multipliers" ADD CONSTRAINT "points_category_multipliers_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_content_overrides" ADD CONSTRAINT "points_content_overrides_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_creator_overrides" ADD CONSTRAINT "points_creator_overrides_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_completions_once_idx" ON "activity_completions" USING btree ("user_id","activity_id","sequence");--> statement-breakpoint
CREATE INDEX "activity_completions_user_idx" ON "activity_completions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_accounts_user_unique" ON "points_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_accounts_platform_kind_unique" ON "points_accounts" USING btree ("kind") WHERE "points_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "points_entries_posting_idx" ON "points_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "points_entries_account_idx" ON "points_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_postings_issuer_key_unique" ON "points_postings" USING btree ("issuer","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_postings_activity_idx" ON "points_postings" USING btree ("activity_id");