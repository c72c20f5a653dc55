CREATE TABLE "content_category_images" (
	"category_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_category_images_category_id_kind_pk" PRIMARY KEY("category_id","kind"),
	CONSTRAINT "content_category_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "content_category_images_kind_check" CHECK ("content_category_images"."kind" in ('icon', 'banner', 'thumbnail'))
);
--> statement-breakpoint
ALTER TABLE "content_category_images" ADD CONSTRAINT "content_category_images_category_id_content_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_categories"("id") ON DELETE cascade ON UPDATE no action;