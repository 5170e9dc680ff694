ALTER TABLE "master_sittings" ADD COLUMN "pause_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "pause_limit_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "pause_used_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "master_sittings" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "pause_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "pause_limit_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "pause_used_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "personalized_sittings" ADD COLUMN "paused_at" timestamp with time zone;