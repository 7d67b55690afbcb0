-- A document's fingerprints go with it (an operator's delete, or an account's deletion cascading
-- to its submissions). One statement per delete rather than a foreign-key check per inserted hash.
CREATE OR REPLACE FUNCTION writecheck_corpus_documents_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM corpus_fingerprints f USING gone g WHERE f.document_id = g.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER corpus_documents_deleted AFTER DELETE ON corpus_documents REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION writecheck_corpus_documents_deleted();
