CREATE TABLE "points_member_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hide_from_leaderboard" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_member_preferences" ADD CONSTRAINT "points_member_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;