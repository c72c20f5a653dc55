CREATE TABLE "points_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"points_amount" integer NOT NULL,
	"token_amount_wei" numeric(78, 0) NOT NULL,
	"rate_wei_per_point" numeric(78, 0) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"payout_address" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"hold_posting_id" uuid,
	"close_posting_id" uuid,
	"reject_reason" text,
	"failure_reason" text,
	"decided_by_admin_id" uuid,
	"decided_at" timestamp with time zone,
	"tx_hash" text,
	"tx_nonce" integer,
	"signed_tx" text,
	"tx_recorded_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_exchanges_status_check" CHECK ("points_exchanges"."status" in ('PENDING', 'APPROVED', 'PAYING', 'SETTLED', 'FAILED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "points_exchanges_points_positive" CHECK ("points_exchanges"."points_amount" > 0),
	CONSTRAINT "points_exchanges_token_positive" CHECK ("points_exchanges"."token_amount_wei" > 0),
	CONSTRAINT "points_exchanges_settled_has_tx" CHECK ("points_exchanges"."status" <> 'SETTLED' or "points_exchanges"."tx_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_decided_by_admin_id_admin_users_id_fk" FOREIGN KEY ("decided_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_exchanges_user_key_unique" ON "points_exchanges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "points_exchanges_tx_hash_unique" ON "points_exchanges" USING btree (lower("tx_hash")) WHERE "points_exchanges"."tx_hash" is not null;--> statement-breakpoint
CREATE INDEX "points_exchanges_user_created_idx" ON "points_exchanges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_exchanges_status_created_idx" ON "points_exchanges" USING btree ("status","created_at");