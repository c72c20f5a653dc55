CREATE TABLE "social_task_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"verified_via" text,
	"x_user_id" text,
	"evidence_url" text,
	"evidence_text" text,
	"points" integer DEFAULT 0 NOT NULL,
	"posting_id" uuid,
	"reversal_posting_id" uuid,
	"reason" text,
	"reviewer_admin_id" uuid,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_task_claims_state_check" CHECK ("social_task_claims"."state" in ('PENDING_REVIEW', 'VERIFIED', 'REJECTED', 'REVERSED')),
	CONSTRAINT "social_task_claims_verified_via_check" CHECK ("social_task_claims"."verified_via" in ('X_API', 'MANUAL', 'BYPASS')),
	CONSTRAINT "social_task_claims_paid_check" CHECK ("social_task_claims"."state" NOT IN ('VERIFIED', 'REVERSED') OR "social_task_claims"."verified_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "social_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"target" text NOT NULL,
	"points" integer NOT NULL,
	"max_completions" integer,
	"completions" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_tier" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_tasks_kind_check" CHECK ("social_tasks"."kind" in ('FOLLOW', 'LIKE', 'RETWEET')),
	CONSTRAINT "social_tasks_min_tier_check" CHECK ("social_tasks"."min_tier" in ('BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP')),
	CONSTRAINT "social_tasks_points_check" CHECK ("social_tasks"."points" > 0),
	CONSTRAINT "social_tasks_completions_check" CHECK ("social_tasks"."completions" >= 0 AND ("social_tasks"."max_completions" is null OR "social_tasks"."completions" <= "social_tasks"."max_completions")),
	CONSTRAINT "social_tasks_window_check" CHECK ("social_tasks"."starts_at" is null OR "social_tasks"."ends_at" is null OR "social_tasks"."ends_at" > "social_tasks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "social_task_claims" ADD CONSTRAINT "social_task_claims_task_id_social_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."social_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_task_claims" ADD CONSTRAINT "social_task_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_task_claims" ADD CONSTRAINT "social_task_claims_posting_id_points_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."points_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_task_claims" ADD CONSTRAINT "social_task_claims_reversal_posting_id_points_postings_id_fk" FOREIGN KEY ("reversal_posting_id") REFERENCES "public"."points_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_task_claims" ADD CONSTRAINT "social_task_claims_reviewer_admin_id_admin_users_id_fk" FOREIGN KEY ("reviewer_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_tasks" ADD CONSTRAINT "social_tasks_created_by_admin_id_admin_users_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_task_claims_once_idx" ON "social_task_claims" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "social_task_claims_state_idx" ON "social_task_claims" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "social_task_claims_recheck_idx" ON "social_task_claims" USING btree ("last_checked_at") WHERE "social_task_claims"."state" = 'VERIFIED' AND "social_task_claims"."verified_via" = 'X_API';