ALTER TABLE "treasury_grants" DROP CONSTRAINT "treasury_grants_kind_check";--> statement-breakpoint
ALTER TABLE "store_order_items" ADD COLUMN "unit_artfi_wei" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "total_artfi_wei" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "payment_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "payment_tx_hash" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "payer_address" text;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "refund_grant_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_grants_store_refund_unique" ON "treasury_grants" USING btree ("idempotency_key") WHERE "treasury_grants"."kind" = 'STORE_REFUND';--> statement-breakpoint
ALTER TABLE "treasury_grants" ADD CONSTRAINT "treasury_grants_kind_check" CHECK ("treasury_grants"."kind" in ('WELCOME', 'DIRECT', 'STORE_REFUND'));