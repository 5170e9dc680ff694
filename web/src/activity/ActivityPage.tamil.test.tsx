// The Activity screen in Tamil (issue 28): the actions, roles, kinds of record, changed fields and the
// screen's own words from the catalogue; names, labels and the values a person typed stay as they are.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditPage } from '@prep/domain';
import { clientAdminSignedIn } from '../test/clientAdminSession';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { renderAt } from '../test/render';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const PAGE: AuditPage = {
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      id: 1,
      at: '2026-11-28T10:15:00Z',
      actor: { id: 5, role: 'clientadmin', name: 'Ada Admin' },
      client: 1,
      action: 'student.updated',
      subject: { type: 'student', id: 42, label: 'Sam Student' },
      changes: { City: ['Austin', 'Tucson'], gate_student: [false, true] },
      address: '127.0.0.1',
      user_agent: 'test',
      request_id: 'r',
    },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname === '/api/audit/') return reply(PAGE);
      if (url.pathname === '/api/teacherandstudent/1') return reply({ students: [], teachers: [], colors: {} });
      if (url.pathname === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: false });
      return reply([]);
    }),
  );
});

describe('Activity in Tamil', () => {
  clientAdminSignedIn(5);
  inTamil();

  it('tells each event in Tamil and leaves no English text on the screen', async () => {
    renderAt('/client/activity');
    const table = await screen.findByRole('table', { name: 'செயல்பாடு' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('மாணவர் விவரம் புதுப்பிக்கப்பட்டது');
    expect(row?.textContent).toContain('நிறுவன நிர்வாகி');
    const changes = [...(row?.querySelectorAll('[data-change]') ?? [])].map((line) => line.textContent);
    expect(changes).toEqual(['நகரம்: Austin → Tucson', 'gate_student: இல்லை → ஆம்']);
    expect(englishLeftIn(screen.getByRole('main'))).toEqual([]);
  }, 20_000);
});
