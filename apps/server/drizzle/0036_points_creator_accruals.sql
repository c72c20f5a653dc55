CREATE TABLE "points_creator_accruals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_creator_accruals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creator_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"member_points" integer NOT NULL,
	"share" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posting_id" uuid,
	CONSTRAINT "points_creator_accruals_share_check" CHECK ("points_creator_accruals"."share" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_creator_accruals" ADD CONSTRAINT "points_creator_accruals_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_creator_accruals" ADD CONSTRAINT "points_creator_accruals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_creator_accruals" ADD CONSTRAINT "points_creator_accruals_posting_id_points_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."points_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_creator_accruals_award_idx" ON "points_creator_accruals" USING btree ("activity_id","member_id","sequence");--> statement-breakpoint
CREATE INDEX "points_creator_accruals_unsettled_idx" ON "points_creator_accruals" USING btree ("id") WHERE "points_creator_accruals"."posting_id" IS NULL;--> statement-breakpoint
CREATE INDEX "points_creator_accruals_creator_idx" ON "points_creator_accruals" USING btree ("creator_id","created_at");--> statement-breakpoint
-- Shares paid before decision 046 were one posting per award (key creator-share:<activity>:<member>:<sequence>):
-- each becomes an accrual already settled by that posting, so the creator's earnings read one table.
INSERT INTO "points_creator_accruals" ("creator_id", "member_id", "activity_id", "sequence", "member_points", "share", "created_at", "posting_id")
SELECT e."account_id", split_part(p."idempotency_key", ':', 3)::uuid, p."activity_id",
  split_part(p."idempotency_key", ':', 4)::int, coalesce((p."breakdown"->>'memberPoints')::int, 0), e."amount",
  p."created_at", p."id"
FROM "points_postings" p JOIN "points_entries" e ON e."posting_id" = p."id" AND e."amount" > 0
WHERE p."source" = 'creator' AND p."idempotency_key" LIKE 'creator-share:%' AND p."activity_id" IS NOT NULL
ON CONFLICT DO NOTHING;
