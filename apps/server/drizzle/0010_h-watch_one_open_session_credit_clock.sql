CREATE TABLE "watch_credit_clocks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"credited_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_credit_clocks" ADD CONSTRAINT "watch_credit_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_sessions_one_open_idx" ON "watch_sessions" USING btree ("user_id") WHERE "watch_sessions"."ended_at" is null;