CREATE TABLE "sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"browser_hash" text,
	"expires_at" timestamp with time zone NOT NULL
);
