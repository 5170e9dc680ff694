CREATE TABLE "lti_contexts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"context_id" text NOT NULL,
	"classroom_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"memberships_url" text
);
--> statement-breakpoint
CREATE TABLE "lti_deep_links" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"deployment_id" text NOT NULL,
	"return_url" text NOT NULL,
	"data" text,
	"teacher_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_deployments" (
	"platform_id" integer NOT NULL,
	"deployment_id" text NOT NULL,
	CONSTRAINT "lti_deployments_platform_id_deployment_id_pk" PRIMARY KEY("platform_id","deployment_id")
);
--> statement-breakpoint
CREATE TABLE "lti_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_launch_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" integer NOT NULL,
	"target_link_uri" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"issuer" text NOT NULL,
	"platform_client_id" text NOT NULL,
	"auth_login_url" text NOT NULL,
	"auth_token_url" text NOT NULL,
	"keyset_url" text NOT NULL,
	"program" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"resource_link_id" text NOT NULL,
	"context_id" integer,
	"quiz_id" integer,
	"lineitem_url" text,
	"title" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"work_id" integer NOT NULL,
	"lti_user_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"lineitem_url" text NOT NULL,
	"score_given" double precision NOT NULL,
	"score_maximum" double precision NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"sub" text NOT NULL,
	"student_id" integer,
	"teacher_id" integer,
	"given_name" text DEFAULT '' NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_users_one_person" CHECK (("lti_users"."student_id" is null) <> ("lti_users"."teacher_id" is null))
);
--> statement-breakpoint
CREATE TABLE "lti_work" (
	"kind" text NOT NULL,
	"work_id" integer NOT NULL,
	"resource_link_id" integer NOT NULL,
	"lti_user_id" integer NOT NULL,
	CONSTRAINT "lti_work_kind_work_id_pk" PRIMARY KEY("kind","work_id")
);
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_email_unique";--> statement-breakpoint
DROP INDEX "teachers_email_idx";--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sign_in_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "sign_in_disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deep_links" ADD CONSTRAINT "lti_deep_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deep_links" ADD CONSTRAINT "lti_deep_links_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deployments" ADD CONSTRAINT "lti_deployments_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launch_states" ADD CONSTRAINT "lti_launch_states_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_context_id_lti_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_quiz_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_lti_user_id_lti_users_id_fk" FOREIGN KEY ("lti_user_id") REFERENCES "public"."lti_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_work" ADD CONSTRAINT "lti_work_resource_link_id_lti_resource_links_id_fk" FOREIGN KEY ("resource_link_id") REFERENCES "public"."lti_resource_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_work" ADD CONSTRAINT "lti_work_lti_user_id_lti_users_id_fk" FOREIGN KEY ("lti_user_id") REFERENCES "public"."lti_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_platform_context_idx" ON "lti_contexts" USING btree ("platform_id","context_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_classroom_idx" ON "lti_contexts" USING btree ("classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_idx" ON "lti_platforms" USING btree ("issuer","platform_client_id");--> statement-breakpoint
CREATE INDEX "lti_platforms_client_idx" ON "lti_platforms" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_resource_links_platform_link_idx" ON "lti_resource_links" USING btree ("platform_id","resource_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_scores_work_idx" ON "lti_scores" USING btree ("kind","work_id");--> statement-breakpoint
CREATE INDEX "lti_scores_due_idx" ON "lti_scores" USING btree ("next_attempt_at") WHERE "lti_scores"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "lti_scores_user_idx" ON "lti_scores" USING btree ("lti_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_users_platform_sub_idx" ON "lti_users" USING btree ("platform_id","sub");--> statement-breakpoint
CREATE INDEX "lti_users_student_idx" ON "lti_users" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "lti_users_teacher_idx" ON "lti_users" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "lti_work_user_idx" ON "lti_work" USING btree ("lti_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_unique" ON "students" USING btree ("email") WHERE "students"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "students_sourced_id_idx" ON "students" USING btree ("client_id","sourced_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_sourced_id_idx" ON "teachers" USING btree ("client_id","sourced_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_sourced_id_idx" ON "classrooms" USING btree ("client_id","sourced_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_email_idx" ON "teachers" USING btree ("email") WHERE "teachers"."email" <> '';