import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditPage } from '@prep/domain';
import { createQueryClient } from '../../../api';
import { Providers } from '../../../app/Providers';
import { masterSitting, personalizedSitting } from '../../../test/sittings';
import { AnalysisDialog } from './AnalysisDialog';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const RELEASED: AuditPage = {
  count: 1,
  next: null,
  previous: null,
  results: [
    {
      id: 9,
      at: '2026-11-28T10:15:00Z',
      actor: { id: 5, role: 'clientadmin', name: 'Ada Admin' },
      client: 1,
      action: 'sitting.released',
      subject: { type: 'sitting', id: 31, label: 'SAT Practice 3' },
      changes: { analyse_test_results: [false, true] },
      address: '127.0.0.1',
      user_agent: 'test',
      request_id: 'r',
    },
  ],
};

const asked: URL[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test');
      asked.push(url);
      if (url.pathname === '/api/audit/') return reply(RELEASED);
      // The results themselves cannot be read: the History tab is reached all the same.
      return reply({ message: 'Not found.' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = (sitting: Parameters<typeof AnalysisDialog>[0]['sitting']) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <AnalysisDialog
        sitting={sitting}
        mode="scores"
        preview={false}
        studentName="Asha"
        releasing={false}
        onRelease={() => undefined}
        onClose={() => undefined}
      />
    </Providers>,
  );

describe("a sitting's results", () => {
  it("has a History tab listing the sitting's own events", async () => {
    open(masterSitting({ master_sitting_id: 31, test_taken: true, analyse_test_results: true }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'History' }));
    const table = await within(dialog).findByRole('table', { name: 'History of SAT Practice 3' });
    expect(within(table).getByText('Results released')).toBeTruthy();
    expect(table.querySelector('[data-change]')?.textContent).toBe('analyse_test_results: no → yes');
    const audit = asked.find((url) => url.pathname === '/api/audit/');
    expect(audit?.searchParams.get('subject_type')).toBe('sitting');
    expect(audit?.searchParams.get('subject_id')).toBe('31');
  }, 20_000);

  it("asks for a preparation test's events as a 'personalized' record", async () => {
    open(personalizedSitting({ personalized_id: 77, test_taken: true, analyse_test_results: true }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(asked.some((url) => url.pathname === '/api/audit/')).toBe(true));
    const audit = asked.find((url) => url.pathname === '/api/audit/');
    expect(audit?.searchParams.get('subject_type')).toBe('personalized');
    expect(audit?.searchParams.get('subject_id')).toBe('77');
  }, 20_000);
});
