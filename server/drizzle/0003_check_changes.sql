-- Every change to a check row is announced, so that API processes can keep check
-- summaries in memory and drop one the moment its check changes, whichever process
-- changed it.
CREATE OR REPLACE FUNCTION writecheck_check_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('check_changed', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER checks_changed AFTER UPDATE OR DELETE ON checks FOR EACH ROW EXECUTE FUNCTION writecheck_check_changed();
