CREATE TABLE "store_cart_items" (
	"user_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_cart_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id"),
	CONSTRAINT "store_cart_items_quantity_check" CHECK ("store_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"sku" text NOT NULL,
	"size" text,
	"colour" text,
	"quantity" integer NOT NULL,
	"unit_points" integer,
	CONSTRAINT "store_order_items_quantity_check" CHECK ("store_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_key" text NOT NULL,
	"status" text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	"payment_method" text NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"reserved_until" timestamp with time zone,
	"payment_posting_id" uuid,
	"refund_posting_id" uuid,
	"close_reason" text,
	"paid_at" timestamp with time zone,
	"fulfilling_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_status_check" CHECK ("store_orders"."status" in ('PENDING_PAYMENT', 'PAID', 'FULFILLING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "store_orders_payment_method_check" CHECK ("store_orders"."payment_method" in ('POINTS', 'ARTFI')),
	CONSTRAINT "store_orders_total_check" CHECK ("store_orders"."total_points" >= 0),
	CONSTRAINT "store_orders_shipped_check" CHECK ("store_orders"."status" not in ('SHIPPED', 'DELIVERED') or "store_orders"."tracking_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"min_tier" text,
	"per_member_limit" integer,
	"edition_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_category_check" CHECK ("store_products"."category" in ('PRINTS', 'BAGS', 'BOOKS', 'EDITIONS')),
	CONSTRAINT "store_products_status_check" CHECK ("store_products"."status" in ('DRAFT', 'ACTIVE', 'ARCHIVED')),
	CONSTRAINT "store_products_min_tier_check" CHECK ("store_products"."min_tier" in ('BASIC', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'VIP')),
	CONSTRAINT "store_products_limit_check" CHECK ("store_products"."per_member_limit" is null or "store_products"."per_member_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_stock_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"size" text,
	"colour" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"price_points" integer,
	"price_artfi_wei" numeric(78, 0),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_variants_stock_check" CHECK ("store_variants"."stock" >= 0),
	CONSTRAINT "store_variants_price_check" CHECK (("store_variants"."price_points" is not null or "store_variants"."price_artfi_wei" is not null) and coalesce("store_variants"."price_points", 1) > 0 and coalesce("store_variants"."price_artfi_wei", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "points_accounts" DROP CONSTRAINT "points_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "points_postings" DROP CONSTRAINT "points_postings_source_check";--> statement-breakpoint
ALTER TABLE "points_postings" DROP CONSTRAINT "points_postings_reason_code_check";--> statement-breakpoint
ALTER TABLE "store_cart_items" ADD CONSTRAINT "store_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart_items" ADD CONSTRAINT "store_cart_items_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_adjustments" ADD CONSTRAINT "store_stock_adjustments_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_adjustments" ADD CONSTRAINT "store_stock_adjustments_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_order_items_order_idx" ON "store_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_order_items_product_idx" ON "store_order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_user_key_unique" ON "store_orders" USING btree ("user_id","checkout_key");--> statement-breakpoint
CREATE INDEX "store_orders_user_created_idx" ON "store_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_status_created_idx" ON "store_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_reserved_idx" ON "store_orders" USING btree ("reserved_until") WHERE "store_orders"."status" = 'PENDING_PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "store_products_slug_unique" ON "store_products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "store_products_status_created_idx" ON "store_products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "store_stock_adjustments_variant_idx" ON "store_stock_adjustments" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_variants_sku_unique" ON "store_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "store_variants_product_idx" ON "store_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_kind_check" CHECK ("points_accounts"."kind" in ('MEMBER', 'REWARD_POOL', 'EXCHANGE_HELD', 'BURNED', 'CAMPAIGN', 'STORE'));--> statement-breakpoint
ALTER TABLE "points_postings" ADD CONSTRAINT "points_postings_source_check" CHECK ("points_postings"."source" in ('activity', 'referral', 'social', 'admin', 'exchange', 'bonus', 'creator', 'store'));--> statement-breakpoint
ALTER TABLE "points_postings" ADD CONSTRAINT "points_postings_reason_code_check" CHECK ("points_postings"."reason_code" in ('completed', 'streak', 'welcomeBonus', 'referral', 'socialTask', 'creatorShare', 'exchangeHold', 'exchangePaid', 'exchangeRejected', 'exchangeCancelled', 'unfollowed', 'unliked', 'unreposted', 'campaignBonus', 'campaignFunded', 'campaignReturned', 'storePurchase', 'storeRefund', 'storeCancelled'));--> statement-breakpoint
-- Decision 062. The store's ledger account: what members paid for goods, with the fixed id points-accounts.ts names.
INSERT INTO "points_accounts" ("id", "kind") VALUES ('00000000-0000-4000-8000-00000000a004', 'STORE');
