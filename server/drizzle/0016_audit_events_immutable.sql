-- The audit log is append-only (issue 28, docs/decisions/0111-audit-log.md). The app has one database role,
-- so a grant cannot tell the sweep from a bug: this trigger refuses UPDATE, DELETE and TRUNCATE unless the
-- transaction has said, with SET LOCAL prep.audit_rewrite, that the retention sweep or an erasure runs.
CREATE FUNCTION audit_events_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('prep.audit_rewrite', true) = 'erasure' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('prep.audit_rewrite', true) = 'retention' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are never changed (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_rewrite();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_rewrite();
