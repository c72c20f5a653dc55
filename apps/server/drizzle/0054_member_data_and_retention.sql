CREATE TABLE "support_deleted_ticket_files" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_deleted_ticket_files_deleted_idx" ON "support_deleted_ticket_files" USING btree ("deleted_at");--> statement-breakpoint
-- Any deletion of a ticket (its messages and attachment rows go with it by cascade) leaves its files in media
-- storage under support/<ticket id>/; the row written here is how the content-cleanup task finds them later.
CREATE FUNCTION "record_support_ticket_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "support_deleted_ticket_files" ("ticket_id") VALUES (OLD."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "support_tickets_deletion_recorded" AFTER DELETE ON "support_tickets"
  FOR EACH ROW EXECUTE FUNCTION "record_support_ticket_deletion"();
--> statement-breakpoint
CREATE TABLE "member_data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PREPARING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"failure" text,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "member_data_exports_status_check" CHECK ("member_data_exports"."status" in ('PREPARING', 'READY', 'FAILED', 'EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "member_data_exports" ADD CONSTRAINT "member_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_data_exports_user_idx" ON "member_data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "member_data_exports_expires_idx" ON "member_data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_data_exports_one_preparing" ON "member_data_exports" USING btree ("user_id") WHERE "member_data_exports"."status" = 'PREPARING';