// The names the server gives the tests it makes (issue 27): a personalized warm-up or preparation test
// ("Sums to 20 Personalized 2"), a warm-up's Recommended Test and the Master Recommended Test. test_name
// keeps the spec's English (the API's contract); name_parts stores what the name is made of, so a screen
// composes it in the language shown. A name typed by a person has no parts and is shown as typed.
import { z } from 'zod';
import { TEST_NAME_SUFFIX } from './constants';
import { msg } from './i18n';

export const testNamePartsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('personalized'), base: z.string(), number: z.number().int().min(1) }),
  z.object({ kind: z.literal('recommended'), base: z.string() }),
  z.object({ kind: z.literal('master recommended') }),
]);
export type TestNameParts = z.infer<typeof testNamePartsSchema>;

/** The API's field beside test_name: null for a name typed by a person (or a row older than the parts). */
export const nameParts = testNamePartsSchema.nullish();

/** The catalogue's templates, whose English is the spec's name. */
const TEMPLATES = {
  personalized: msg('{{name}} Personalized {{n}}'),
  recommended: msg('{{name}} Recommended Test'),
  'master recommended': msg('Master Recommended Test'),
} as const;

export const personalizedParts = (base: string, number: number): TestNameParts => ({
  kind: 'personalized',
  base,
  number,
});
export const recommendedParts = (base: string): TestNameParts => ({ kind: 'recommended', base });
export const MASTER_RECOMMENDED_PARTS: TestNameParts = { kind: 'master recommended' };

/** The spec's English name of the parts, as stored in test_name ("Sums Personalized 2"). */
export function englishTestName(parts: TestNameParts): string {
  if (parts.kind === 'personalized') return `${parts.base} ${TEST_NAME_SUFFIX.personalized(parts.number)}`;
  if (parts.kind === 'recommended') return `${parts.base} ${TEST_NAME_SUFFIX.recommended}`;
  return TEST_NAME_SUFFIX.masterRecommended;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A test's name in the language `t` writes: composed from its parts when the server made it (the base
 * name, a name, as stored; the number as a number), else test_name as stored.
 */
export function shownTestName(
  t: Translate,
  test: { test_name: string; name_parts?: TestNameParts | null | undefined },
): string {
  const parts = test.name_parts;
  if (!parts) return test.test_name;
  if (parts.kind === 'personalized') return t(TEMPLATES.personalized, { name: parts.base, n: parts.number });
  if (parts.kind === 'recommended') return t(TEMPLATES.recommended, { name: parts.base });
  return t(TEMPLATES['master recommended']);
}
