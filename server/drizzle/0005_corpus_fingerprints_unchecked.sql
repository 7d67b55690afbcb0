ALTER TABLE "corpus_fingerprints" DROP CONSTRAINT "corpus_fingerprints_document_id_corpus_documents_id_fk";
