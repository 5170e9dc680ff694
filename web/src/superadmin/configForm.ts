import type { Text } from '@prep/domain';
import { issueMark } from '../forms/errors';
// The Client Configuration form as plain data (admin-and-authoring.md §3, §7 "config fields" and the
// two personalised counts of §9). Every rule comes from `@prep/domain`.
import {
  CLIENT_COLOURS,
  CLIENT_SWITCHES,
  clientConfigurationSchema,
  clientCountsSchema,
  DEFAULT_LANGUAGE,
  isLanguage,
  type ClientRecord,
  type Language,
  type ClientSwitch,
} from '@prep/domain';

export type ClientColour = (typeof CLIENT_COLOURS)[number];
export const CONFIG_COUNTS = ['personzlized_test_count', 'personzlized_warmup_count'] as const;
export type ConfigCount = (typeof CONFIG_COUNTS)[number];

export type ConfigValues = Record<ClientColour, string> &
  Record<ClientSwitch, boolean> &
  Record<ConfigCount, number> & {
    footer_content: string;
    contact_url: string;
    default_language: Language;
    /** Months after leaving every program that a student is erased; null: never (issue 28). */
    student_retention_months: number | null;
  };
export type ConfigField = keyof ConfigValues;

/** A count as the form holds it: a whole number of at least 0 (§9: minimum 0, default 0). */
const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

/** The configuration of a client as the list returns it. */
export function configOf(client: Partial<ClientRecord>): ConfigValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...(Object.fromEntries(CLIENT_COLOURS.map((field) => [field, text(client[field])])) as Record<
      ClientColour,
      string
    >),
    ...(Object.fromEntries(CLIENT_SWITCHES.map((field) => [field, client[field] === true])) as Record<
      ClientSwitch,
      boolean
    >),
    footer_content: text(client.footer_content),
    contact_url: text(client.contact_url),
    // Clients saved before issue 21 have none: their students see English unless they choose.
    default_language: isLanguage(client.default_language) ? client.default_language : DEFAULT_LANGUAGE,
    student_retention_months:
      typeof client.student_retention_months === 'number' ? client.student_retention_months : null,
    personzlized_test_count: count(client.personzlized_test_count),
    personzlized_warmup_count: count(client.personzlized_warmup_count),
  };
}

/** Body of PUT /api/client/{id}/ (JSON): the configuration fields and the two counts. */
export function configPayload(values: ConfigValues): ConfigValues {
  return {
    ...values,
    ...(Object.fromEntries(CLIENT_COLOURS.map((field) => [field, values[field].trim()])) as Record<
      ClientColour,
      string
    >),
    footer_content: values.footer_content.trim(),
    contact_url: values.contact_url.trim(),
  };
}

/** The message of each field in fault (a colour that is no colour, a contact that is no email, a negative count). */
export function configProblems(values: ConfigValues): Partial<Record<ConfigField, Text>> {
  const body = configPayload(values);
  const problems: Partial<Record<ConfigField, Text>> = {};
  for (const result of [clientConfigurationSchema.safeParse(body), clientCountsSchema.safeParse(body)]) {
    if (result.success) continue;
    for (const issue of result.error.issues) problems[String(issue.path[0]) as ConfigField] ??= issueMark(issue);
  }
  return problems;
}
