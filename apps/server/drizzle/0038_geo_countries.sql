ALTER TABLE "users" ADD COLUMN "signup_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_method" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_signup_method_check" CHECK ("users"."signup_method" in ('EMAIL', 'GOOGLE', 'TWITTER'));