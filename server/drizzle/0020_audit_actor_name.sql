-- The name of an audit event's actor as it is when the event is written (issue 28): one definition, used by
-- audit() and by the statements that carry their events inside them (the submission's).
CREATE FUNCTION audit_actor_name(actor_role text, actor_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(CASE actor_role
    WHEN 'superadmin' THEN (SELECT email FROM super_admins WHERE id = actor_id)
    WHEN 'clientadmin' THEN (SELECT trim(first_name || ' ' || last_name) FROM client_admins WHERE client_admin_id = actor_id)
    WHEN 'teacher' THEN (SELECT trim(first_name || ' ' || last_name) FROM teachers WHERE id = actor_id)
    WHEN 'student' THEN (SELECT trim(first_name || ' ' || last_name) FROM students WHERE student_id = actor_id)
    WHEN 'api_key' THEN 'API key ' || actor_id
    WHEN 'system' THEN 'System'
  END, '')
$$;
