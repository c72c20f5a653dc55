ALTER TABLE "oauth_states" ADD COLUMN "link_user_id" uuid;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;