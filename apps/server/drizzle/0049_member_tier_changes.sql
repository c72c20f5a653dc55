CREATE TABLE "member_tier_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_tier_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_tier_changes" ADD CONSTRAINT "member_tier_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tier_changes_changed_at_idx" ON "member_tier_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every writer of users.tier (the tier job, a raise at earning time, a staff member's set tier) is recorded here,
-- in the same transaction as the change; changes before this migration have no history.
CREATE FUNCTION "record_member_tier_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "member_tier_changes" ("user_id", "from_tier", "to_tier") VALUES (NEW."id", OLD."tier", NEW."tier");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_tier_change_recorded" AFTER UPDATE OF "tier" ON "users"
  FOR EACH ROW WHEN (OLD."tier" IS DISTINCT FROM NEW."tier") EXECUTE FUNCTION "record_member_tier_change"();
