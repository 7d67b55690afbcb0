CREATE TABLE "account_words" (
	"account_id" uuid NOT NULL,
	"word" text NOT NULL,
	"folded" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_words_account_id_folded_pk" PRIMARY KEY("account_id","folded")
);
--> statement-breakpoint
ALTER TABLE "account_words" ADD CONSTRAINT "account_words_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;