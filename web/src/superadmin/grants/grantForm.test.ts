import { describe, expect, it } from 'vitest';
import type { ClientAdminRecord, ClientRecord, QuizGrant } from '@prep/domain';
import {
  adminEntries,
  checkCounts,
  countsChanged,
  countsOf,
  grantOfClient,
  grantRequest,
  grantedTests,
  initialTicks,
} from './grantForm';

const admin = (id: number, client: number, FirstName: string, email: string): ClientAdminRecord => ({
  client_admin_id: id,
  client,
  FirstName,
  LastName: 'Hopper',
  email,
  license_key: 'AAAA-BBBB-CCCC-DDDD',
});
const grant: QuizGrant = {
  id: 7,
  client: 1,
  clientname: 'grace@demo.org',
  assignedquiz: '[2, 5, 9]',
  assigned_warmup: [3, 4],
};

describe('Grant Test Access', () => {
  it('labels each admin with the client; the value is the email', () => {
    const clients = [
      { client_id: 1, ClientName: 'Demo Academy' },
      { client_id: 2, ClientName: 'Summit' },
    ] as ClientRecord[];
    const entries = adminEntries(
      [admin(1, 2, 'Zoe', 'zoe@summit.org'), admin(2, 1, 'Grace', 'grace@demo.org')],
      clients,
    );
    expect(entries).toEqual([
      { value: 'grace@demo.org', label: 'Grace Hopper (Demo Academy)', name: 'Grace Hopper', client: 1 },
      { value: 'zoe@summit.org', label: 'Zoe Hopper (Summit)', name: 'Zoe Hopper', client: 2 },
    ]);
  });

  it("finds the client's one record, whichever admin it is keyed by", () => {
    expect(grantOfClient([grant], 1)).toBe(grant);
    expect(grantOfClient([grant], 2)).toBeUndefined();
    expect(grantOfClient([grant], null)).toBeUndefined();
    expect(grantedTests(grant)).toEqual([2, 5, 9]);
    expect(grantedTests({ ...grant, assignedquiz: 'not json' })).toEqual([]);
  });

  it('starts the ticks from the record, among the tests offered for the type', () => {
    expect(initialTicks(grant, 'SAT', [2, 9, 11])).toEqual([2, 9]);
    expect(initialTicks(grant, 'Warmup', [3, 8])).toEqual([3]);
    expect(initialTicks(undefined, 'SAT', [2])).toEqual([]);
  });

  it("gives the spec's messages in order", () => {
    expect(grantRequest({ clientname: '', testType: 'SAT', ticked: [2] }, undefined, [])).toEqual({
      ok: false,
      message: 'Please select the client!',
    });
    expect(grantRequest({ clientname: 'a@b.org', testType: '', ticked: [2] }, undefined, [])).toEqual({
      ok: false,
      message: 'Please select Test type!',
    });
    expect(grantRequest({ clientname: 'a@b.org', testType: 'SAT', ticked: [] }, undefined, [])).toEqual({
      ok: false,
      message: 'Please select a test!',
    });
  });

  it('Assign creates the record with the ticked tests or warm-up sets', () => {
    expect(grantRequest({ clientname: 'a@b.org', testType: 'SAT', ticked: [2, 2, 9] }, undefined, [2, 9])).toEqual({
      ok: true,
      grantId: null,
      body: { clientname: 'a@b.org', assignedquiz: '[2,9]', assigned_warmup: [] },
    });
    expect(grantRequest({ clientname: 'a@b.org', testType: 'Warmup', ticked: [3] }, undefined, [3])).toMatchObject({
      body: { assignedquiz: '[]', assigned_warmup: [3] },
    });
  });

  it("Update keeps the other type's grants", () => {
    // SAT offers 2 and 9; test 5 is of another type and stays; the warm-ups are not sent, so they stay.
    expect(grantRequest({ clientname: 'grace@demo.org', testType: 'SAT', ticked: [9, 11] }, grant, [2, 9, 11])).toEqual(
      {
        ok: true,
        grantId: 7,
        body: { clientname: 'grace@demo.org', assignedquiz: '[5,9,11]' },
      },
    );
    expect(
      grantRequest({ clientname: 'grace@demo.org', testType: 'Warmup', ticked: [3, 8] }, grant, [3, 4, 8]),
    ).toEqual({
      ok: true,
      grantId: 7,
      body: { clientname: 'grace@demo.org', assigned_warmup: [3, 8] },
    });
  });

  it('checks and compares the personalised counts', () => {
    expect(countsOf(undefined)).toEqual({ personzlized_test_count: 0, personzlized_warmup_count: 0 });
    expect(checkCounts({ personzlized_test_count: 3, personzlized_warmup_count: '2' })).toEqual({
      ok: true,
      counts: { personzlized_test_count: 3, personzlized_warmup_count: 2 },
    });
    expect(checkCounts({ personzlized_test_count: '', personzlized_warmup_count: 0 }).ok).toBe(false);
    expect(checkCounts({ personzlized_test_count: -1, personzlized_warmup_count: 0 }).ok).toBe(false);
    expect(countsChanged(countsOf(undefined), { personzlized_test_count: 0, personzlized_warmup_count: 1 })).toBe(true);
  });
});
