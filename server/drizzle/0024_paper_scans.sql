CREATE TABLE "paper_scan_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"scan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"pages" integer,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "paper_scan_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"scan_id" integer NOT NULL,
	"page" integer NOT NULL,
	"file_id" integer,
	"file_page" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"master_sitting_id" integer,
	"sheet_page" integer,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"darkness" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"straightened" boolean DEFAULT false NOT NULL,
	"image_key" text,
	"problem" jsonb,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"teacher_id" integer,
	"status" text DEFAULT 'reading' NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "paper_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_batches" ADD COLUMN "versions" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "paper_scan_files" ADD CONSTRAINT "paper_scan_files_scan_id_paper_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."paper_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scan_pages" ADD CONSTRAINT "paper_scan_pages_scan_id_paper_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."paper_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scan_pages" ADD CONSTRAINT "paper_scan_pages_file_id_paper_scan_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."paper_scan_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scan_pages" ADD CONSTRAINT "paper_scan_pages_master_sitting_id_master_sittings_master_sitting_id_fk" FOREIGN KEY ("master_sitting_id") REFERENCES "public"."master_sittings"("master_sitting_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scans" ADD CONSTRAINT "paper_scans_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scans" ADD CONSTRAINT "paper_scans_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_scan_files_position_idx" ON "paper_scan_files" USING btree ("scan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_scan_pages_page_idx" ON "paper_scan_pages" USING btree ("scan_id","page");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_scan_pages_file_page_idx" ON "paper_scan_pages" USING btree ("file_id","file_page");--> statement-breakpoint
CREATE INDEX "paper_scan_pages_sitting_idx" ON "paper_scan_pages" USING btree ("master_sitting_id");--> statement-breakpoint
CREATE INDEX "paper_scans_client_idx" ON "paper_scans" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "paper_scans_status_idx" ON "paper_scans" USING btree ("status");