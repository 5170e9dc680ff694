-- Every change of content (tests and their questions, options and steps; warm-up sets and warm-ups;
-- clients' branding and settings; grants) is announced on the channel prep_content with the table's
-- name, at commit, to every server instance listening: their in-process caches drop what it touched
-- (server/src/cache). One notification a statement; PostgreSQL folds repeats within a transaction.
CREATE FUNCTION prep_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('prep_content', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quizzes" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "answers" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "steps" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "step_videos" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warmups" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();--> statement-breakpoint
CREATE TRIGGER prep_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assigned_quizzes" FOR EACH STATEMENT EXECUTE FUNCTION prep_content_changed();
