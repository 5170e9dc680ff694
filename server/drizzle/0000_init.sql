CREATE TABLE "client_admins" (
	"client_admin_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"license_key" text NOT NULL,
	"password_hash" text NOT NULL,
	CONSTRAINT "client_admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_id" serial PRIMARY KEY NOT NULL,
	"client_name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"persion" text DEFAULT '' NOT NULL,
	"mobile1" text DEFAULT '' NOT NULL,
	"license_key" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"logo" text,
	"header_color" text DEFAULT '' NOT NULL,
	"navbar_color" text DEFAULT '' NOT NULL,
	"button_color" text DEFAULT '' NOT NULL,
	"textbox_color" text DEFAULT '' NOT NULL,
	"footer_content" text DEFAULT '' NOT NULL,
	"contact_url" text DEFAULT '' NOT NULL,
	"show_result" boolean DEFAULT false NOT NULL,
	"give_personalized" boolean DEFAULT false NOT NULL,
	"assign_test_for_class" boolean DEFAULT false NOT NULL,
	"live_connect" boolean DEFAULT false NOT NULL,
	"give_related_test" boolean DEFAULT false NOT NULL,
	"enable_dashboard_token" boolean DEFAULT false NOT NULL,
	"enable_api_token" boolean DEFAULT false NOT NULL,
	"personzlized_test_count" integer DEFAULT 0 NOT NULL,
	"personzlized_warmup_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"student_id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"select_student" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"emergency_contact_person1" text DEFAULT '' NOT NULL,
	"emergency_contact_person2" text DEFAULT '' NOT NULL,
	"emergency_mobile1" text DEFAULT '' NOT NULL,
	"emergency_mobile2" text DEFAULT '' NOT NULL,
	"relationship_1" text DEFAULT '' NOT NULL,
	"relationship_2" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"gate_student" boolean DEFAULT false NOT NULL,
	"current_school_attending" text DEFAULT '' NOT NULL,
	"academy_magnet_cbse" boolean DEFAULT false NOT NULL,
	"school_district" text DEFAULT '' NOT NULL,
	"grade_level" text DEFAULT '' NOT NULL,
	"gpa" text DEFAULT '' NOT NULL,
	"additional_comments" text DEFAULT '' NOT NULL,
	"enroll_program" text DEFAULT '[]' NOT NULL,
	"assign_teachers" text DEFAULT '' NOT NULL,
	"continuing_student" text DEFAULT 'no' NOT NULL,
	"discount_applied_code" text DEFAULT 'none' NOT NULL,
	"exit_program" text DEFAULT '{"Tutoring":false,"ACT":false,"SAT":false,"ug_neet":false,"pg_neet":false,"warm_ups":false}' NOT NULL,
	"exit_comments" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'D0 None' NOT NULL,
	"api_token" text NOT NULL,
	CONSTRAINT "students_email_unique" UNIQUE("email"),
	CONSTRAINT "students_api_token_unique" UNIQUE("api_token")
);
--> statement-breakpoint
CREATE TABLE "super_admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "super_admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"select_teacher" text DEFAULT '' NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"emergency_contact_person1" text DEFAULT '' NOT NULL,
	"emergency_mobile1" text DEFAULT '' NOT NULL,
	"relationship_1" text DEFAULT '' NOT NULL,
	"emergency_contact_person2" text DEFAULT '' NOT NULL,
	"emergency_mobile2" text DEFAULT '' NOT NULL,
	"relationship_2" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"school_district" text DEFAULT '' NOT NULL,
	"currently_teaching" text DEFAULT 'false' NOT NULL,
	"ap_classess" text DEFAULT '' NOT NULL,
	"notes_comments" text DEFAULT '' NOT NULL,
	"high_degree_completed" text DEFAULT '{}' NOT NULL,
	"grade_level" text DEFAULT '{}' NOT NULL,
	"speciality" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"answersid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_answer" boolean DEFAULT false NOT NULL,
	"question_id" integer NOT NULL,
	"master_qnsbank_id" integer NOT NULL,
	"section_code" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assigned_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"clientname" text NOT NULL,
	"assignedquiz" text DEFAULT '[]' NOT NULL,
	"assigned_warmup" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "assigned_quizzes_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" serial PRIMARY KEY NOT NULL,
	"course_type" text NOT NULL,
	"course_short_descr" text DEFAULT '' NOT NULL,
	"course_long_descr" text DEFAULT '' NOT NULL,
	CONSTRAINT "courses_course_type_unique" UNIQUE("course_type")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"questionid" serial PRIMARY KEY NOT NULL,
	"master_qnsbank_id" integer NOT NULL,
	"question_number" integer NOT NULL,
	"question_complexity" text DEFAULT '1' NOT NULL,
	"question_type" text DEFAULT 'multiple choice' NOT NULL,
	"question_header" text DEFAULT '' NOT NULL,
	"question_text" text DEFAULT '' NOT NULL,
	"question_image" text,
	"section_code" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"master_qnsbank_id" serial PRIMARY KEY NOT NULL,
	"test_name" text NOT NULL,
	"test_description" text DEFAULT '' NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"answer_type" text DEFAULT '' NOT NULL,
	"test_type" text NOT NULL,
	"course_id" integer,
	"subject_category" text DEFAULT '' NOT NULL,
	"section_duration" text DEFAULT '00:00:00' NOT NULL,
	"quiz_url" text DEFAULT '' NOT NULL,
	"test_booklet_year" text DEFAULT '' NOT NULL,
	"grade_level" text DEFAULT '' NOT NULL,
	"test_level" text DEFAULT '' NOT NULL,
	"test_lang_type" text DEFAULT 'English' NOT NULL,
	"is_practice_test" boolean DEFAULT false NOT NULL,
	"warmups_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_videos" (
	"master_qnsvideos_versionid" serial PRIMARY KEY NOT NULL,
	"urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_id" integer,
	"question_id" integer NOT NULL,
	"master_qnsbank_id" integer NOT NULL,
	"section_code" integer DEFAULT 1 NOT NULL,
	"source_name_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "steps" (
	"master_qnssteps_versionid" serial PRIMARY KEY NOT NULL,
	"step1_text" text DEFAULT '' NOT NULL,
	"step2_text" text DEFAULT '' NOT NULL,
	"step3_text" text DEFAULT '' NOT NULL,
	"step4_text" text DEFAULT '' NOT NULL,
	"step5_text" text DEFAULT '' NOT NULL,
	"step1_image" text,
	"step2_image" text,
	"step3_image" text,
	"step4_image" text,
	"question_id" integer NOT NULL,
	"master_qnsbank_id" integer NOT NULL,
	"section_code" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warmups" (
	"warmup_id" serial PRIMARY KEY NOT NULL,
	"equation" text NOT NULL,
	"answer" text NOT NULL,
	"operand_one" text,
	"operand_two" text,
	"operator" text,
	"set_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_sitting_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_sitting_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"select_ans" text DEFAULT '' NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_sittings" (
	"master_sitting_id" serial PRIMARY KEY NOT NULL,
	"master_sitting_date" date DEFAULT now() NOT NULL,
	"student_first_name" text DEFAULT '' NOT NULL,
	"program" text DEFAULT '' NOT NULL,
	"master_qnsbank_id" integer NOT NULL,
	"test_type" text DEFAULT '' NOT NULL,
	"colors" text DEFAULT '' NOT NULL,
	"test_name" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"student_comments" text DEFAULT '' NOT NULL,
	"student_enrollment" integer DEFAULT 1 NOT NULL,
	"wrong_qns_numberlist" text DEFAULT '[]' NOT NULL,
	"assessment_flag" boolean DEFAULT false NOT NULL,
	"assessment_num" integer DEFAULT 2 NOT NULL,
	"assessment_score" integer DEFAULT 0 NOT NULL,
	"student_id" integer NOT NULL,
	"test_taken" boolean DEFAULT false NOT NULL,
	"import_test_results" boolean DEFAULT false NOT NULL,
	"analyse_test_results" boolean DEFAULT false NOT NULL,
	"prep_test" boolean DEFAULT false NOT NULL,
	"is_practice_test" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personalized_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"personalized_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"select_ans" text DEFAULT '' NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personalized_sittings" (
	"personalized_id" serial PRIMARY KEY NOT NULL,
	"personalized_sitting_date" date DEFAULT now() NOT NULL,
	"master_sitting_id" integer NOT NULL,
	"master_qnsbank_id" integer NOT NULL,
	"test_type" text DEFAULT '' NOT NULL,
	"test_name" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"student_id" integer NOT NULL,
	"wrong_qns_numberlist" text DEFAULT '[]' NOT NULL,
	"assessment_flag" boolean DEFAULT false NOT NULL,
	"assessment_score" integer DEFAULT 0 NOT NULL,
	"import_test_results" boolean DEFAULT false NOT NULL,
	"analyse_test_results" boolean DEFAULT false NOT NULL,
	"test_taken" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warmup_results" (
	"result_id" serial PRIMARY KEY NOT NULL,
	"warmup_set_no" integer,
	"student_id" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"total_qns" integer DEFAULT 0 NOT NULL,
	"assigned_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timer" boolean DEFAULT false NOT NULL,
	"student_timer" text DEFAULT '00:00:00' NOT NULL,
	"test_name" text DEFAULT '' NOT NULL,
	"sitting_id" integer,
	"reassign" boolean DEFAULT false NOT NULL,
	"test_level" text DEFAULT '' NOT NULL,
	"is_personalized" boolean DEFAULT false NOT NULL,
	"test_taken" boolean DEFAULT false NOT NULL,
	"analyse_test_results" boolean DEFAULT false NOT NULL,
	"warmup_date" timestamp with time zone DEFAULT now() NOT NULL,
	"time_taken" text DEFAULT '' NOT NULL,
	"wrng_qns_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"elapsed_seconds" integer DEFAULT 0 NOT NULL,
	"time_allowed_seconds" integer,
	"draft_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submission_key" text
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warmup_student_versions" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_admins" ADD CONSTRAINT "client_admins_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_questionid_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("questionid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_master_qnsbank_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("master_qnsbank_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_quizzes" ADD CONSTRAINT "assigned_quizzes_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_master_qnsbank_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("master_qnsbank_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_videos" ADD CONSTRAINT "step_videos_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_videos" ADD CONSTRAINT "step_videos_question_id_questions_questionid_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("questionid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_videos" ADD CONSTRAINT "step_videos_master_qnsbank_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("master_qnsbank_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_question_id_questions_questionid_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("questionid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_master_qnsbank_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("master_qnsbank_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmups" ADD CONSTRAINT "warmups_set_no_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("set_no") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_sitting_results" ADD CONSTRAINT "master_sitting_results_master_sitting_id_master_sittings_master_sitting_id_fk" FOREIGN KEY ("master_sitting_id") REFERENCES "public"."master_sittings"("master_sitting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_sitting_results" ADD CONSTRAINT "master_sitting_results_question_id_questions_questionid_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("questionid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD CONSTRAINT "master_sittings_master_qnsbank_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("master_qnsbank_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD CONSTRAINT "master_sittings_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalized_results" ADD CONSTRAINT "personalized_results_personalized_id_personalized_sittings_personalized_id_fk" FOREIGN KEY ("personalized_id") REFERENCES "public"."personalized_sittings"("personalized_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalized_results" ADD CONSTRAINT "personalized_results_question_id_questions_questionid_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("questionid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD CONSTRAINT "personalized_sittings_master_sitting_id_master_sittings_master_sitting_id_fk" FOREIGN KEY ("master_sitting_id") REFERENCES "public"."master_sittings"("master_sitting_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD CONSTRAINT "personalized_sittings_master_qnsbank_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("master_qnsbank_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD CONSTRAINT "personalized_sittings_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_results" ADD CONSTRAINT "warmup_results_warmup_set_no_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("warmup_set_no") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_results" ADD CONSTRAINT "warmup_results_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warmup_student_versions" ADD CONSTRAINT "warmup_student_versions_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_admins_client_idx" ON "client_admins" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_license_key_idx" ON "clients" USING btree ("license_key");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_idx" ON "clients" USING btree ("email");--> statement-breakpoint
CREATE INDEX "students_client_idx" ON "students" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "teachers_client_idx" ON "teachers" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_email_idx" ON "teachers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "answers_quiz_idx" ON "answers" USING btree ("master_qnsbank_id");--> statement-breakpoint
CREATE INDEX "questions_quiz_idx" ON "questions" USING btree ("master_qnsbank_id","question_number");--> statement-breakpoint
CREATE INDEX "quizzes_test_type_idx" ON "quizzes" USING btree ("test_type");--> statement-breakpoint
CREATE INDEX "step_videos_question_idx" ON "step_videos" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "step_videos_quiz_idx" ON "step_videos" USING btree ("master_qnsbank_id");--> statement-breakpoint
CREATE INDEX "steps_question_idx" ON "steps" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "steps_quiz_idx" ON "steps" USING btree ("master_qnsbank_id");--> statement-breakpoint
CREATE INDEX "warmups_set_idx" ON "warmups" USING btree ("set_no");--> statement-breakpoint
CREATE INDEX "master_sitting_results_sitting_idx" ON "master_sitting_results" USING btree ("master_sitting_id");--> statement-breakpoint
CREATE INDEX "master_sittings_student_idx" ON "master_sittings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "personalized_results_sitting_idx" ON "personalized_results" USING btree ("personalized_id");--> statement-breakpoint
CREATE INDEX "personalized_student_idx" ON "personalized_sittings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "personalized_sitting_idx" ON "personalized_sittings" USING btree ("master_sitting_id");--> statement-breakpoint
CREATE INDEX "warmup_results_student_idx" ON "warmup_results" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "warmup_results_set_idx" ON "warmup_results" USING btree ("warmup_set_no");--> statement-breakpoint
CREATE INDEX "api_tokens_client_idx" ON "api_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("role","user_id");