CREATE TABLE "store_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "treasury_grants" DROP CONSTRAINT "treasury_grants_kind_check";--> statement-breakpoint
ALTER TABLE "store_order_items" ADD COLUMN "unit_artfi_wei" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "total_artfi_wei" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "payment_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "payment_tx_hash" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "payer_address" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "refund_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD CONSTRAINT "store_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_addresses_user_idx" ON "store_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_grants_store_refund_unique" ON "treasury_grants" USING btree ("idempotency_key") WHERE "treasury_grants"."kind" = 'STORE_REFUND';--> statement-breakpoint
ALTER TABLE "treasury_grants" ADD CONSTRAINT "treasury_grants_kind_check" CHECK ("treasury_grants"."kind" in ('WELCOME', 'DIRECT', 'STORE_REFUND'));