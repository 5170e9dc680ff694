// The administrator's preview of a taken real test (issue 16): the Admin Dashboard asks before Scores and
// Stats releases the results, and offers to look at them first. The look is GET …/analysis/, which must
// release nothing: only PUT …/ with analyse_test_results does (§4).
import { SITTING_COMMENTS, SITTING_MESSAGES } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
});
afterAll(() => t.close());

describe('the admin’s preview of a taken test (GET …/analysis/)', () => {
  it('shows the admin the scores while the student still sees none, until the release', async () => {
    const s = await w.student();
    const assigned = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
      master_qnsbank: w.test.quiz.master_qnsbank_id,
      student: s.id,
    });
    const url = `/api/mastersitting/${assigned.json().master_sitting_id}`;
    // Keys B, B, C, A: the first two right, the third wrong, the fourth unanswered.
    const [q1, q2, q3] = w.test.questions;
    const result = [
      { questionid: q1!.id, select_ans: q1!.key },
      { questionid: q2!.id, select_ans: q2!.key },
      { questionid: q3!.id, select_ans: q3!.options[0] },
    ];
    expect((await call('POST', `${url}/submit/`, s.headers, { result })).statusCode).toBe(200);

    // Read twice, as a preview opened and paged would.
    for (let i = 0; i < 2; i++) {
      const preview = await call('GET', `${url}/analysis/?page=1`, w.a.adminHeaders);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({
        can_release: true,
        stats: { score: 2, total: 4, correct: 2, wrong: 1, unanswered: 1 },
        sitting: { state: 'taken', analyse_test_results: false },
      });
    }

    const admins = (await call('GET', `${url}/`, w.a.adminHeaders)).json();
    expect(admins).toMatchObject({ state: 'taken', analyse_test_results: false, ...SITTING_COMMENTS.taken });
    const review = await call('GET', `${url}/review/`, s.headers);
    expect(review.statusCode).toBe(409);
    expect(review.json().message).toBe(SITTING_MESSAGES.notReleased);
    expect((await call('GET', `${url}/`, s.headers)).json()).toMatchObject({
      state: 'taken',
      score: null,
      percentage: null,
      wrong_qns_numberlist: null,
    });
    const list = (await call('GET', `/api/mastersittingbystudentid/${s.id}/`, s.headers)).json();
    expect(list).toEqual([expect.objectContaining({ state: 'taken', score: null })]);

    expect((await call('PUT', `${url}/`, w.a.adminHeaders, { analyse_test_results: true })).statusCode).toBe(200);
    const released = await call('GET', `${url}/review/`, s.headers);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ stats: { score: 2, total: 4 } });
  });
});
