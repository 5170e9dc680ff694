ALTER TABLE "clients" ADD COLUMN "student_retention_months" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "erase_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "programs_exited_at" timestamp with time zone;