-- A deleted check takes its text out of its account's corpus too (an opted-in account's
-- submissions are kept as `check:<id>`); the fingerprints follow by the corpus trigger.
CREATE OR REPLACE FUNCTION writecheck_check_deleted_from_corpus() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM corpus_documents d USING gone g WHERE d.account_id = g.account_id AND d.external_id = 'check:' || g.id::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER checks_deleted_from_corpus AFTER DELETE ON checks REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION writecheck_check_deleted_from_corpus();
