import type { Text } from '@prep/domain';
// Grant Test Access (admin-and-authoring §2, §4, §5, §9): what the screen offers, what it ticks from an
// existing record, and the call a save makes. The rules are the domain's (grants.ts, clients.ts).
import {
  clientAdminName,
  clientCountsSchema,
  grantAccessFormSchema,
  updateQuizGrantSchema,
  WARMUP_COURSE_TYPE,
  type ClientAdminRecord,
  type ClientRecord,
  type QuizGrant,
} from '@prep/domain';
import { firstIssueText } from '../../forms/errors';

/** One entry of the client-admin select: its value is the admin's email, the grant's clientname. */
export interface AdminEntry {
  value: string;
  label: string;
  name: string;
  client: number;
}

/** "Grace Hopper (Demo Academy)" for every admin, by client then name. */
export function adminEntries(admins: readonly ClientAdminRecord[], clients: readonly ClientRecord[]): AdminEntry[] {
  const clientName = new Map(clients.map((c) => [c.client_id, c.ClientName]));
  return admins
    .map((admin) => {
      const name = clientAdminName(admin) || admin.email;
      const client = clientName.get(admin.client) ?? '';
      return { value: admin.email, label: client ? `${name} (${client})` : name, name, client: admin.client };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const isWarmupType = (testType: string) => testType === WARMUP_COURSE_TYPE;

/** The client's assignment record: one a client, whichever of its admins it is keyed by. */
export const grantOfClient = (grants: readonly QuizGrant[], clientId: number | null) =>
  clientId === null ? undefined : grants.find((g) => g.client === clientId);

/** The test ids of a record (assignedquiz is JSON text). */
export function grantedTests(grant: QuizGrant | undefined): number[] {
  if (!grant) return [];
  const parsed = updateQuizGrantSchema.shape.assignedquiz.safeParse(grant.assignedquiz);
  return parsed.success ? (parsed.data ?? []) : [];
}

/** The ticks a test type starts with: what the record already grants among the tests offered. */
export function initialTicks(grant: QuizGrant | undefined, testType: string, offeredIds: readonly number[]): number[] {
  if (!grant || !testType) return [];
  const granted = isWarmupType(testType) ? grant.assigned_warmup : grantedTests(grant);
  const offered = new Set(offeredIds);
  return granted.filter((id) => offered.has(id));
}

export interface GrantSelection {
  /** The chosen admin's email, '' for none. */
  clientname: string;
  testType: string;
  ticked: number[];
}

export type GrantRequest =
  | { ok: false; message: Text }
  | {
      ok: true;
      /** null: no record yet, the grant is created; else the record updated. */
      grantId: null;
      body: { clientname: string; assignedquiz: string; assigned_warmup: number[] };
    }
  | {
      ok: true;
      grantId: number;
      body: { clientname: string; assignedquiz?: string; assigned_warmup?: number[] };
    };

/**
 * The call Assign (no record yet) or Update (a record exists) makes, or the spec's message for what is
 * missing: 'Please select the client!', 'Please select Test type!', 'Please select a test!'.
 * Update sends only the list of the chosen type, so the other type's grants stay; for tests it also keeps
 * the granted tests of other test types (assignedquiz holds them all).
 */
export function grantRequest(
  selection: GrantSelection,
  grant: QuizGrant | undefined,
  offeredIds: readonly number[],
): GrantRequest {
  const parsed = grantAccessFormSchema.safeParse({
    clientname: selection.clientname,
    test_type: selection.testType,
    tests: selection.ticked,
  });
  if (!parsed.success) return { ok: false, message: firstIssueText(parsed.error.issues, '') };
  const { clientname, test_type, tests } = parsed.data;
  const ticked = [...new Set(tests)];
  const warmup = isWarmupType(test_type);
  if (!grant) {
    return {
      ok: true,
      grantId: null,
      body: { clientname, assignedquiz: JSON.stringify(warmup ? [] : ticked), assigned_warmup: warmup ? ticked : [] },
    };
  }
  if (warmup) return { ok: true, grantId: grant.id, body: { clientname, assigned_warmup: ticked } };
  const offered = new Set(offeredIds);
  const kept = grantedTests(grant).filter((id) => !offered.has(id));
  return {
    ok: true,
    grantId: grant.id,
    body: { clientname, assignedquiz: JSON.stringify([...kept, ...ticked.filter((id) => !kept.includes(id))]) },
  };
}

export const COUNT_FIELDS = ['personzlized_test_count', 'personzlized_warmup_count'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type Counts = Record<CountField, number>;
/** As the number inputs hold them: '' while a box is empty. */
export type CountValues = Record<CountField, number | string>;

/** The client's counts (§9: minimum 0, default 0). */
export const countsOf = (client: Partial<Counts> | undefined): Counts => ({
  personzlized_test_count: client?.personzlized_test_count ?? 0,
  personzlized_warmup_count: client?.personzlized_warmup_count ?? 0,
});

/** The counts to save, or the domain rule's message (whole numbers, 0 or more). */
export function checkCounts(values: CountValues): { ok: true; counts: Counts } | { ok: false; message: Text } {
  const parsed = clientCountsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: firstIssueText(parsed.error.issues, '') };
  return { ok: true, counts: countsOf(parsed.data) };
}

export const countsChanged = (before: Counts, after: Counts) =>
  COUNT_FIELDS.some((field) => before[field] !== after[field]);
