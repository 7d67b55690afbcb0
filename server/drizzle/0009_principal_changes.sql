-- Every change that can alter what an API key resolves to is announced, so that API
-- processes can keep resolved keys in memory and drop one the moment it changes,
-- whichever process changed it: a key revoked, re-scoped or deleted; an account moved
-- to another plan or deleted; a plan's limits changed. The payload names what changed.
CREATE OR REPLACE FUNCTION writecheck_principal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NOT (OLD IS DISTINCT FROM NEW) THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'api_keys' THEN
    PERFORM pg_notify('principal_changed', 'key:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    IF TG_OP = 'DELETE' OR OLD.plan_id IS DISTINCT FROM NEW.plan_id THEN
      PERFORM pg_notify('principal_changed', 'account:' || OLD.id::text);
    END IF;
  ELSE
    PERFORM pg_notify('principal_changed', 'plan:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER api_keys_principal_changed AFTER UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION writecheck_principal_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_principal_changed AFTER UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION writecheck_principal_changed();
--> statement-breakpoint
CREATE TRIGGER plans_principal_changed AFTER UPDATE OR DELETE ON plans FOR EACH ROW EXECUTE FUNCTION writecheck_principal_changed();
