CREATE TABLE "paper_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"master_qnsbank_id" integer NOT NULL,
	"classroom_id" integer,
	"page_size" text DEFAULT 'A4' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "paper_batch_id" integer;--> statement-breakpoint
ALTER TABLE "paper_batches" ADD CONSTRAINT "paper_batches_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_batches" ADD CONSTRAINT "paper_batches_master_qnsbank_id_quizzes_master_qnsbank_id_fk" FOREIGN KEY ("master_qnsbank_id") REFERENCES "public"."quizzes"("master_qnsbank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_batches" ADD CONSTRAINT "paper_batches_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_batches_client_idx" ON "paper_batches" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "master_sittings" ADD CONSTRAINT "master_sittings_paper_batch_id_paper_batches_id_fk" FOREIGN KEY ("paper_batch_id") REFERENCES "public"."paper_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_sittings_paper_batch_idx" ON "master_sittings" USING btree ("paper_batch_id");