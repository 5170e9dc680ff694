ALTER TABLE "client_admins" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "client_admins" ADD CONSTRAINT "client_admins_language_check" CHECK ("client_admins"."language" in ('en', 'ta'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_default_language_check" CHECK ("clients"."default_language" in ('en', 'ta'));--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_language_check" CHECK ("students"."language" in ('en', 'ta'));--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_language_check" CHECK ("teachers"."language" in ('en', 'ta'));