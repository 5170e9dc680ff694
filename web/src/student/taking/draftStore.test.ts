import { beforeEach, describe, expect, it } from 'vitest';
import {
  attemptKey,
  clearDraft,
  confirmSent,
  draftKey,
  draftScope,
  mergeDrafts,
  pendingAnswers,
  readDraft,
  typed,
  writeDraft,
} from './draftStore';

beforeEach(() => sessionStorage.clear());

const w = (id: number) => draftScope('warmup', id);

describe('the local draft', () => {
  it('is kept per sitting under its scope and survives a damaged entry', () => {
    expect(draftKey(w(7))).toBe('prep.warmup.7.draft');
    expect(draftKey(draftScope('master', 7))).toBe('prep.master.7.draft');
    expect(readDraft(sessionStorage, w(7))).toBeNull();
    writeDraft(sessionStorage, w(7), { answers: { '3': '19' }, unsent: ['3'] });
    expect(readDraft(sessionStorage, w(7))).toEqual({ answers: { '3': '19' }, unsent: ['3'] });
    expect(readDraft(sessionStorage, w(8))).toBeNull();
    sessionStorage.setItem(draftKey(w(9)), '{not json');
    expect(readDraft(sessionStorage, w(9))).toBeNull();
    sessionStorage.setItem(draftKey(w(9)), JSON.stringify({ answers: { '3': 4 } }));
    expect(readDraft(sessionStorage, w(9))).toBeNull();
  });

  it('restores the server’s answers with this tab’s on top, and marks those the server lacks as unsent', () => {
    const merged = mergeDrafts(
      { '1': '19', '2': '27' },
      { answers: { '2': '28', '3': '42', '1': '19' }, unsent: ['1'] },
    );
    expect(merged.answers).toEqual({ '1': '19', '2': '28', '3': '42' });
    expect(merged.unsent.sort()).toEqual(['2', '3']);
    expect(mergeDrafts({ '1': '19' }, null)).toEqual({ answers: { '1': '19' }, unsent: [] });
  });

  it('sends only the unsent answers and keeps those typed again while a save was under way', () => {
    let draft = typed({ answers: {}, unsent: [] }, 1, '1');
    draft = typed(draft, 1, '19');
    draft = typed(draft, 2, '27');
    expect(draft.unsent).toEqual(['1', '2']);
    const sent = pendingAnswers(draft);
    expect(sent).toEqual({ '1': '19', '2': '27' });
    draft = typed(draft, 2, '28');
    draft = confirmSent(draft, sent);
    expect(draft).toEqual({ answers: { '1': '19', '2': '28' }, unsent: ['2'] });
  });
});

describe('the submission’s attempt key', () => {
  it('is made once per warm-up and kept until the draft is cleared', () => {
    let n = 0;
    const make = () => `k${++n}`;
    const first = attemptKey(sessionStorage, w(5), make);
    expect(first).toBe('warmup-5-k1');
    expect(attemptKey(sessionStorage, w(5), make)).toBe(first);
    expect(attemptKey(sessionStorage, w(6), make)).toBe('warmup-6-k2');
    writeDraft(sessionStorage, w(5), { answers: { '1': '2' }, unsent: [] });
    clearDraft(sessionStorage, w(5));
    expect(readDraft(sessionStorage, w(5))).toBeNull();
    expect(attemptKey(sessionStorage, w(5), make)).toBe('warmup-5-k3');
    expect(attemptKey(sessionStorage, draftScope('master', 5), make)).toBe('master-5-k4');
  });
});
