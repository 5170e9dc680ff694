CREATE TABLE "erased_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erased_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quiz_id" integer,
	"month" date NOT NULL,
	"prep_test" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"total_qns" integer DEFAULT 0 NOT NULL,
	"result" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wrong" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"test_level" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erased_answers" ADD CONSTRAINT "erased_answers_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erased_answers" ADD CONSTRAINT "erased_answers_quiz_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erased_answers_quiz_idx" ON "erased_answers" USING btree ("quiz_id","kind");