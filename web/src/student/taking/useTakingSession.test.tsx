import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import {
  attemptKeyName,
  type Answers,
  draftKey,
  draftScope,
  type LocalDraft,
  readDraft,
  writeDraft,
} from './draftStore';
import { type TakingCalls, useTakingSession } from './useTakingSession';

interface Taking {
  questions: number[];
}
interface Done {
  score: number;
}

/** A stand-in server for the hook's calls: what it was sent, and how it answers. */
function fakeServer(saved: Answers) {
  const log = { saves: [] as Answers[], submits: [] as Array<{ answers: Answers; key: string }> };
  const failures: unknown[] = [];
  const calls: TakingCalls<Taking, Done> = {
    kind: 'warmup',
    id: 3,
    storage: () => window.sessionStorage,
    listKey: ['list'],
    open: async () => ({ kind: 'answering', taking: { questions: [1, 2] }, saved, remainingSeconds: null }),
    save: async (draft: () => LocalDraft, confirmed) => {
      const sent = Object.fromEntries(draft().unsent.map((id) => [id, draft().answers[id]!]));
      log.saves.push(sent);
      confirmed(sent, null);
    },
    saveDelayMs: 0,
    refusedSave: 'keep',
    sendRestored: true,
    pause: async (draft) => draft.answers,
    submit: async (_taking, answers, key) => {
      log.submits.push({ answers: { ...answers }, key });
      const failure = failures.shift();
      if (failure) throw failure;
      return { score: Object.keys(answers).length };
    },
    settledBy: (error, step) =>
      step === 'submit' && error instanceof ApiError && error.message === 'Already submitted'
        ? { kind: 'failed', message: 'Already submitted' }
        : null,
  };
  return { calls, log, failures };
}

function open(calls: TakingCalls<Taking, Done>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTakingSession(calls), { wrapper });
}

const scope = draftScope('warmup', 3);
beforeEach(() => sessionStorage.clear());

describe('the test-taking session', () => {
  it('starts from the server’s answers with this browser’s on top and sends those the server lacks', async () => {
    writeDraft(sessionStorage, scope, { answers: { '1': '12', '2': '7' }, unsent: ['2'] });
    const { calls, log } = fakeServer({ '1': '12', '2': '4' });
    const { result } = open(calls);
    await waitFor(() => expect(result.current.phase.kind).toBe('answering'));
    expect(result.current.answers).toEqual({ '1': '12', '2': '7' });
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    // Only question 2 differed from the server's copy.
    expect(log.saves).toEqual([{ '2': '7' }]);
    expect(readDraft(sessionStorage, scope)).toEqual({ answers: { '1': '12', '2': '7' }, unsent: [] });
  });

  it('sends a submission again with the same key until the connection returns, then forgets the draft', async () => {
    const { calls, log, failures } = fakeServer({});
    failures.push(ApiError.network());
    const { result } = open(calls);
    await waitFor(() => expect(result.current.phase.kind).toBe('answering'));
    act(() => result.current.setAnswer(1, '9'));
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = result.current.submit();
    });
    await waitFor(() => expect(result.current.sync).toBe('offline'));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await submitted;
    });
    expect(log.submits).toHaveLength(2);
    expect(log.submits[1]!.key).toBe(log.submits[0]!.key);
    expect(log.submits[0]!.key.startsWith('warmup-3-')).toBe(true);
    expect(result.current.phase).toEqual({ kind: 'done', score: 1 });
    expect(sessionStorage.getItem(draftKey(scope))).toBeNull();
    expect(sessionStorage.getItem(attemptKeyName(scope))).toBeNull();
    expect(result.current.held()).toBe(false);
  });

  it('shows the feature’s message when the server says the sitting was already submitted', async () => {
    const { calls, failures } = fakeServer({});
    failures.push(new ApiError(409, 'Already submitted'));
    const { result } = open(calls);
    await waitFor(() => expect(result.current.phase.kind).toBe('answering'));
    await act(() => result.current.submit());
    expect(result.current.phase).toEqual({ kind: 'failed', message: 'Already submitted' });
    expect(result.current.submitting).toBe(false);
  });

  it('submits by itself when the countdown reaches zero, and says that the time ran out', async () => {
    const { calls, log } = fakeServer({ '1': '4' });
    const { result } = open({
      ...calls,
      open: async () => ({
        kind: 'answering',
        taking: { questions: [1, 2] },
        saved: { '1': '4' },
        remainingSeconds: 1,
      }),
    });
    await waitFor(() => expect(result.current.phase.kind).toBe('answering'));
    expect(result.current.timeUp).toBe(false);
    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'done', score: 1 }), { timeout: 4000 });
    expect(log.submits.map((s) => s.answers)).toEqual([{ '1': '4' }]);
    expect(result.current.timeUp).toBe(true);
  });

  it('does not say the time ran out on a submission of the student’s own', async () => {
    const { calls } = fakeServer({});
    const { result } = open(calls);
    await waitFor(() => expect(result.current.phase.kind).toBe('answering'));
    await act(() => result.current.submit());
    expect(result.current.phase).toEqual({ kind: 'done', score: 0 });
    expect(result.current.timeUp).toBe(false);
  });

  it('refuses an id that names no sitting without asking the server', async () => {
    const { calls } = fakeServer({});
    const { result } = open({ ...calls, id: 0, open: () => Promise.reject(new Error('not to be called')) });
    await waitFor(() => expect(result.current.phase).toEqual({ kind: 'failed', message: 'Not found.' }));
  });
});
