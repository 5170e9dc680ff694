DROP INDEX "questions_quiz_idx";--> statement-breakpoint
DROP INDEX "steps_question_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "questions_quiz_number_unique" ON "questions" USING btree ("master_qnsbank_id","question_number");--> statement-breakpoint
CREATE UNIQUE INDEX "steps_question_unique" ON "steps" USING btree ("question_id");