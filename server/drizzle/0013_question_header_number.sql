ALTER TABLE "questions" ADD COLUMN "header_number" integer;--> statement-breakpoint
-- The questions imported before the marker was stored: a header that only says "Question n" is the one
-- the imports made (a person who typed it meant the same), so it is marked to be written in each language.
UPDATE "questions" SET "header_number" = substring("question_header" from '^Question ([1-9][0-9]{0,2})$')::int
  WHERE "question_header" ~ '^Question [1-9][0-9]{0,2}$';
