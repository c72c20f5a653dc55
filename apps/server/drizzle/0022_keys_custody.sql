CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_step_ups" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "wrapped_data_key" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "encrypted_private_key" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "encrypted_mnemonic" text;--> statement-breakpoint
ALTER TABLE "siwe_nonces" ADD CONSTRAINT "siwe_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_step_ups" ADD CONSTRAINT "wallet_step_ups_session_id_member_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_step_ups" ADD CONSTRAINT "wallet_step_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siwe_nonces_expires_idx" ON "siwe_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_one_custodial_per_user" ON "wallets" USING btree ("user_id") WHERE "wallets"."kind" = 'CUSTODIAL';--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_key_material" CHECK (("wallets"."kind" = 'CUSTODIAL') = ("wallets"."key_id" is not null and "wallets"."wrapped_data_key" is not null and "wallets"."encrypted_private_key" is not null)
        and ("wallets"."kind" = 'CUSTODIAL' or "wallets"."encrypted_mnemonic" is null));