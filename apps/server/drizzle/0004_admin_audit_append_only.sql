-- The admin audit log is append-only: rows can be added, never changed or removed, whatever
-- connection tries (the app, a script, a stolen credential without superuser rights).
CREATE FUNCTION "admin_audit_log_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = '55000';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "admin_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate"
  BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_refuse_change"();
