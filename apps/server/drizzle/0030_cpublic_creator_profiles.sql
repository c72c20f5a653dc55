CREATE TABLE "creator_follows" (
	"follower_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_follows_follower_id_creator_id_pk" PRIMARY KEY("follower_id","creator_id"),
	CONSTRAINT "creator_follows_not_self_check" CHECK ("creator_follows"."follower_id" <> "creator_follows"."creator_id")
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"links" text[] DEFAULT '{}' NOT NULL,
	"category_ids" uuid[] DEFAULT '{}' NOT NULL,
	"banner_file" text,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_profiles_handle_check" CHECK ("creator_profiles"."handle" ~ '^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?$' and char_length("creator_profiles"."handle") between 3 and 30),
	CONSTRAINT "creator_profiles_lists_check" CHECK (cardinality("creator_profiles"."links") <= 5 and cardinality("creator_profiles"."category_ids") <= 3),
	CONSTRAINT "creator_profiles_followers_check" CHECK ("creator_profiles"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "creator_bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"previous_status" text NOT NULL,
	"unpublished_activity_ids" uuid[] DEFAULT '{}' NOT NULL,
	"banned_by_admin_id" uuid,
	"banned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by_admin_id" uuid,
	"lift_reason" text,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "creator_bans_previous_status_check" CHECK ("creator_bans"."previous_status" in ('NONE', 'PENDING', 'APPROVED', 'REJECTED', 'BANNED'))
);
--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_creator_id_creator_profiles_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creator_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_bans" ADD CONSTRAINT "creator_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_bans" ADD CONSTRAINT "creator_bans_banned_by_admin_id_admin_users_id_fk" FOREIGN KEY ("banned_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_bans" ADD CONSTRAINT "creator_bans_lifted_by_admin_id_admin_users_id_fk" FOREIGN KEY ("lifted_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_follows_creator_idx" ON "creator_follows" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_profiles_handle_lower_idx" ON "creator_profiles" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "creator_profiles_followers_idx" ON "creator_profiles" USING btree ("follower_count","user_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_created_idx" ON "creator_profiles" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_bans_one_open_idx" ON "creator_bans" USING btree ("user_id") WHERE "creator_bans"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "creator_bans_user_idx" ON "creator_bans" USING btree ("user_id","banned_at");