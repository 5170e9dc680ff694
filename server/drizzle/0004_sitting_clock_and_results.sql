DROP TABLE "master_sitting_results" CASCADE;--> statement-breakpoint
DROP TABLE "personalized_results" CASCADE;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "time_multiplier" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "timer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "student_timer" text DEFAULT '00:00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "elapsed_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "time_allowed_seconds" integer;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "draft_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "time_taken" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "total_qns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "result" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "student_comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "question_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "timer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "student_timer" text DEFAULT '00:00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "elapsed_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "time_allowed_seconds" integer;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "draft_answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "time_taken" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "total_qns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "result" jsonb DEFAULT '[]'::jsonb NOT NULL;