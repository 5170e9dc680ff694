ALTER TABLE "personalized_sittings" ADD COLUMN "name_parts" jsonb;--> statement-breakpoint
ALTER TABLE "warmup_results" ADD COLUMN "name_parts" jsonb;--> statement-breakpoint
-- The rows made before the parts were stored: their names were made by the same rules (test-names.ts),
-- so the parts are read back from them; a name typed by a person that happens to read the same is
-- composed the same way in English, and a row left without parts is shown by its test_name.
UPDATE "warmup_results" SET "name_parts" = '{"kind":"master recommended"}'::jsonb
  WHERE "is_personalized" AND "test_name" = 'Master Recommended Test';--> statement-breakpoint
UPDATE "warmup_results" SET "name_parts" = jsonb_build_object('kind', 'recommended',
    'base', substring("test_name" from '^(.+) Recommended Test$'))
  WHERE "is_personalized" AND "test_name" ~ '^.+ Recommended Test$' AND "test_name" <> 'Master Recommended Test';--> statement-breakpoint
UPDATE "warmup_results" SET "name_parts" = jsonb_build_object('kind', 'personalized',
    'base', substring("test_name" from '^(.+) Personalized [0-9]{1,9}$'),
    'number', substring("test_name" from ' Personalized ([0-9]{1,9})$')::int)
  WHERE "is_personalized" AND "test_name" ~ '^.+ Personalized [1-9][0-9]{0,8}$';--> statement-breakpoint
UPDATE "personalized_sittings" SET "name_parts" = jsonb_build_object('kind', 'personalized',
    'base', substring("test_name" from '^(.+) Personalized [0-9]{1,9}$'),
    'number', substring("test_name" from ' Personalized ([0-9]{1,9})$')::int)
  WHERE "test_name" ~ '^.+ Personalized [1-9][0-9]{0,8}$';
