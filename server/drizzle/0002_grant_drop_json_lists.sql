ALTER TABLE "assigned_quizzes" DROP COLUMN "assignedquiz";--> statement-breakpoint
ALTER TABLE "assigned_quizzes" DROP COLUMN "assigned_warmup";