CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"is_payout" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_kind_check" CHECK ("wallets"."kind" in ('CUSTODIAL', 'EXTERNAL')),
	CONSTRAINT "wallets_address_format" CHECK ("wallets"."address" ~ '^0x[0-9a-fA-F]{40}$')
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_address_unique" ON "wallets" USING btree (lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_one_payout_per_user" ON "wallets" USING btree ("user_id") WHERE "wallets"."is_payout";--> statement-breakpoint
CREATE INDEX "wallets_user_idx" ON "wallets" USING btree ("user_id");