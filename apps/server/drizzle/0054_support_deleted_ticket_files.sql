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
