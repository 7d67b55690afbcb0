CREATE TABLE "issue_decisions" (
	"check_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"issue_id" text NOT NULL,
	"status" text NOT NULL,
	"applied_replacement" text,
	"staled_by" jsonb,
	"followed" jsonb,
	"seq" bigserial NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_decisions_check_id_issue_id_pk" PRIMARY KEY("check_id","issue_id")
);
--> statement-breakpoint
ALTER TABLE "issue_decisions" ADD CONSTRAINT "issue_decisions_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_decisions_account_seq_idx" ON "issue_decisions" USING btree ("account_id","seq");