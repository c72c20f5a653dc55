CREATE TABLE "member_tier_locks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"until" timestamp with time zone,
	"locked_by" uuid,
	"reason" text NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_tier_locks_tier_check" CHECK ("member_tier_locks"."tier" in ('BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP'))
);
--> statement-breakpoint
ALTER TABLE "member_tier_locks" ADD CONSTRAINT "member_tier_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tier_locks" ADD CONSTRAINT "member_tier_locks_locked_by_admin_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;