-- A variant's size and colour gain their Arabic, as product titles have it, and so do the order lines that keep
-- them as they were when placed. Rows written before this migration take their English as their Arabic, so an
-- Arabic reader never sees an empty option; staff translate them in the variant editor from then on. The CHECKs
-- keep an option in both languages or in neither.
ALTER TABLE "store_order_items" ADD COLUMN "size_ar" text;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD COLUMN "colour_ar" text;--> statement-breakpoint
ALTER TABLE "store_variants" ADD COLUMN "size_ar" text;--> statement-breakpoint
ALTER TABLE "store_variants" ADD COLUMN "colour_ar" text;--> statement-breakpoint
UPDATE "store_order_items" SET "size_ar" = "size", "colour_ar" = "colour"
WHERE "size" IS NOT NULL OR "colour" IS NOT NULL;--> statement-breakpoint
UPDATE "store_variants" SET "size_ar" = "size", "colour_ar" = "colour"
WHERE "size" IS NOT NULL OR "colour" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_size_ar_check" CHECK (("store_order_items"."size" is null) = ("store_order_items"."size_ar" is null));--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_colour_ar_check" CHECK (("store_order_items"."colour" is null) = ("store_order_items"."colour_ar" is null));--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_size_ar_check" CHECK (("store_variants"."size" is null) = ("store_variants"."size_ar" is null));--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_colour_ar_check" CHECK (("store_variants"."colour" is null) = ("store_variants"."colour_ar" is null));
