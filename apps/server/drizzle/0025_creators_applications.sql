CREATE TABLE "creator_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "creator_applications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"applicant_type" text NOT NULL,
	"content_formats" text[] NOT NULL,
	"bio" text NOT NULL,
	"portfolio_links" text[] DEFAULT '{}' NOT NULL,
	"sample_link" text NOT NULL,
	"country" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"reason" text,
	"reviewer_admin_id" uuid,
	"decided_at" timestamp with time zone,
	"reapply_allowed_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_applications_status_check" CHECK ("creator_applications"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED')),
	CONSTRAINT "creator_applications_applicant_type_check" CHECK ("creator_applications"."applicant_type" in ('ARTIST', 'GALLERY', 'MUSEUM', 'ART_CURATOR', 'ART_HISTORIAN', 'STORYTELLER', 'CULTURAL_RESEARCHER', 'INSTITUTION_REPRESENTATIVE', 'OTHER')),
	CONSTRAINT "creator_applications_formats_check" CHECK (cardinality("creator_applications"."content_formats") between 1 and 4 and "creator_applications"."content_formats" <@ array['SHORT_FORM', 'LONG_FORM', 'SERIES_EDUCATIONAL', 'NOT_SURE_YET']::text[]),
	CONSTRAINT "creator_applications_links_check" CHECK (cardinality("creator_applications"."portfolio_links") <= 5),
	CONSTRAINT "creator_applications_country_check" CHECK ("creator_applications"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_reviewer_admin_id_admin_users_id_fk" FOREIGN KEY ("reviewer_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_applications_one_open_idx" ON "creator_applications" USING btree ("user_id") WHERE "creator_applications"."status" in ('PENDING', 'CHANGES_REQUESTED');--> statement-breakpoint
CREATE UNIQUE INDEX "creator_applications_seq_idx" ON "creator_applications" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "creator_applications_user_idx" ON "creator_applications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "creator_applications_status_idx" ON "creator_applications" USING btree ("status","seq");