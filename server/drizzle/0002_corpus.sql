CREATE TABLE "corpus_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"external_id" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, left("title" || ' ' || "text", 100000))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corpus_fingerprints" (
	"hash" integer NOT NULL,
	"document_id" bigint NOT NULL,
	CONSTRAINT "corpus_fingerprints_hash_document_id_pk" PRIMARY KEY("hash","document_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "corpus_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "corpus_documents" ADD CONSTRAINT "corpus_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corpus_fingerprints" ADD CONSTRAINT "corpus_fingerprints_document_id_corpus_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."corpus_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corpus_documents_external_idx" ON "corpus_documents" USING btree (coalesce("account_id", '00000000-0000-0000-0000-000000000000'::uuid),"external_id");--> statement-breakpoint
CREATE INDEX "corpus_documents_search_idx" ON "corpus_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "corpus_fingerprints_document_idx" ON "corpus_fingerprints" USING btree ("document_id");