CREATE TABLE "classroom_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"classroom_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quiz_id" integer NOT NULL,
	"timer" boolean DEFAULT false NOT NULL,
	"student_timer" text DEFAULT '00:00:00' NOT NULL,
	"pause_allowed" boolean DEFAULT true NOT NULL,
	"pause_limit_minutes" integer DEFAULT 10 NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_students" (
	"classroom_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "classroom_students_classroom_id_student_id_pk" PRIMARY KEY("classroom_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_teachers" (
	"classroom_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "classroom_teachers_classroom_id_teacher_id_pk" PRIMARY KEY("classroom_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"class_name" text NOT NULL,
	"program" text NOT NULL,
	"grade_level" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "text_format" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "check_box_scoring" text DEFAULT 'all or nothing' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "class_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warmup_results" ADD COLUMN "class_assignment_id" integer;--> statement-breakpoint
ALTER TABLE "warmup_results" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warmup_results" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classroom_assignments" ADD CONSTRAINT "classroom_assignments_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_assignments" ADD CONSTRAINT "classroom_assignments_quiz_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_teachers" ADD CONSTRAINT "classroom_teachers_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_teachers" ADD CONSTRAINT "classroom_teachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_assignments_classroom_idx" ON "classroom_assignments" USING btree ("classroom_id");--> statement-breakpoint
CREATE INDEX "classroom_students_student_idx" ON "classroom_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classroom_teachers_teacher_idx" ON "classroom_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_client_name_idx" ON "classrooms" USING btree ("client_id",lower("class_name"));--> statement-breakpoint
ALTER TABLE "master_sittings" ADD CONSTRAINT "master_sittings_class_assignment_id_classroom_assignments_id_fk" FOREIGN KEY ("class_assignment_id") REFERENCES "public"."classroom_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_results" ADD CONSTRAINT "warmup_results_class_assignment_id_classroom_assignments_id_fk" FOREIGN KEY ("class_assignment_id") REFERENCES "public"."classroom_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_sittings_class_assignment_idx" ON "master_sittings" USING btree ("class_assignment_id");--> statement-breakpoint
CREATE INDEX "warmup_results_class_assignment_idx" ON "warmup_results" USING btree ("class_assignment_id");