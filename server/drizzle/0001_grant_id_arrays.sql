ALTER TABLE "assigned_quizzes" ADD COLUMN "quiz_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "assigned_quizzes" ADD COLUMN "warmup_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Grant lists were JSON (assignedquiz as text, assigned_warmup as jsonb); they become integer arrays.
UPDATE "assigned_quizzes" SET
  "quiz_ids" = coalesce(
    (SELECT array_agg(v::integer) FROM jsonb_array_elements_text("assignedquiz"::jsonb) AS v WHERE v ~ '^[0-9]{1,9}$'),
    '{}'::integer[]),
  "warmup_ids" = coalesce(
    (SELECT array_agg(v::integer) FROM jsonb_array_elements_text("assigned_warmup") AS v WHERE v ~ '^[0-9]{1,9}$'),
    '{}'::integer[]);
