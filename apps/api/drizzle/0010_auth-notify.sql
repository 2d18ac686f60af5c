-- Every API process caches the sessions it has checked (src/lib/session-cache.ts) and must drop them
-- when who-may-do-what changes, whichever process (or script) made the change: the database says so on
-- channel encore_auth, delivered at commit. 'user:<id>' for an account or one of its sessions, 'roles'
-- for any role or rule. NOTIFY folds identical payloads of one transaction into one.
CREATE OR REPLACE FUNCTION encore_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('encore_auth', 'user:' || changed.id::text);
  ELSE
    PERFORM pg_notify('encore_auth', 'user:' || changed.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION encore_notify_roles_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('encore_auth', 'roles');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_auth_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION encore_notify_user_change();
--> statement-breakpoint
-- A session ends when its refresh tokens are revoked (or deleted); using one (used_at) changes nothing.
CREATE OR REPLACE TRIGGER refresh_tokens_auth_notify AFTER UPDATE OF revoked_at OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION encore_notify_user_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER roles_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION encore_notify_roles_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER permission_rules_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permission_rules
  FOR EACH STATEMENT EXECUTE FUNCTION encore_notify_roles_change();
