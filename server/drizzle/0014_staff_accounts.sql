CREATE TABLE "session_cutoffs" (
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"cutoff" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "session_cutoffs_role_user_id_pk" PRIMARY KEY("role","user_id")
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ok" boolean NOT NULL,
	"method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_totp" (
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" integer DEFAULT 0 NOT NULL,
	"recovery_codes" text[] NOT NULL,
	CONSTRAINT "staff_totp_role_user_id_pk" PRIMARY KEY("role","user_id")
);
--> statement-breakpoint
CREATE TABLE "totp_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "require_totp_for_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "session_cutoffs_cutoff_idx" ON "session_cutoffs" USING btree ("cutoff");--> statement-breakpoint
CREATE INDEX "sign_ins_person_idx" ON "sign_ins" USING btree ("role","user_id","at");