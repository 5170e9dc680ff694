import { useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_TIMER,
  type MasterSittingSummary,
  PAUSE_ALLOWED_DEFAULT,
  msg,
  PAUSE_LIMIT_DEFAULT_MINUTES,
  SITTING_MESSAGES,
  type SittingSummary,
  type Student,
} from '@prep/domain';
import { confirmDelete, notifyFailure, notifySuccess } from '../../../forms';
import { sittingIdOf, useMasterSittings, usePersonalizedSittings } from '../../../sitting';
import { useDateText } from '../common/dateText';
import { pollWhileRunning } from '../common/freshness';
import type { OnSkipped } from '../common/skipped';
import { type TimerChoice, useAssignTimer } from '../common/TimerDialog';
import type { ViewBy } from '../common/viewBy';
import { type PauseSetting, validPauseMinutes } from './PauseChoice';
import { useGrantedTests, useRealTestMutations } from './queries';
import { assignableTests, grantedTestIds, sourceLabel, takenMasters } from './realTestRows';

/** The lists are read every 15 s while a sitting of the student's runs. */
const pollSittings = pollWhileRunning<SittingSummary>((s) => s.clock_status);

const RELEASED_MESSAGE = msg('Results released: the student can now view scores and stats.');

export type RowAction = 'release' | 'timer' | 'reassign' | 'prepare' | 'remove' | 'paper';

/**
 * The state views 1 (Real Test) and 2 (Personalized Test) share, held by the page so that it lasts
 * while the admin switches views: the tests granted, the student's sittings, the test under
 * Available Test, the taken sitting to prepare from, the timer chosen and the row whose call is in flight.
 */
export function useRealTestDashboard({
  clientId,
  studentId,
  student,
  program,
  onSkipped,
}: {
  clientId: number | null;
  studentId: number;
  student: Student | undefined;
  program: string;
  /** Told of an assignment the server skipped the student for. */
  onSkipped: OnSkipped;
}) {
  const dateText = useDateText();
  const tests = useGrantedTests(clientId, program);
  const masters = useMasterSittings(studentId, pollSittings);
  const preparations = usePersonalizedSittings(studentId, pollSittings);
  const [testId, setTestId] = useState('');
  const [sourceId, setSourceId] = useState('');
  const [pause, setPause] = useState<PauseSetting>({
    allowed: PAUSE_ALLOWED_DEFAULT,
    minutes: PAUSE_LIMIT_DEFAULT_MINUTES,
  });
  const [busyRow, setBusyRow] = useState<{ key: string; action: RowAction } | null>(null);
  const calls = useRealTestMutations(() => setBusyRow(null), onSkipped);

  const offered = useMemo(
    () => (tests.data ? assignableTests(tests.data.tests, grantedTestIds(tests.data.grants), program) : []),
    [tests.data, program],
  );
  const testOf = (id: number) => tests.data?.tests.find((q) => q.master_qnsbank_id === id);
  const chosenTest = offered.find((q) => q.master_qnsbank_id === Number(testId));
  const masterList = masters.data ?? [];
  const sources = takenMasters(masterList);
  const source = sources.find((s) => s.master_sitting_id === Number(sourceId));

  // On by default at the test's duration (the sitting prepared from, in view 2); each assignment starts afresh.
  const timer = useAssignTimer(chosenTest?.section_duration, [studentId, testId, calls.assign.data]);
  const { choice, setChoice } = timer;
  const prepDuration = source ? testOf(source.master_qnsbank)?.section_duration : undefined;
  const prepChoice = timer.choiceFor(prepDuration);
  useEffect(() => {
    if (testId && !offered.some((q) => q.master_qnsbank_id === Number(testId))) setTestId('');
  }, [offered, testId]);
  useEffect(() => {
    if (!sources.some((s) => s.master_sitting_id === Number(sourceId)))
      setSourceId(sources[0] ? String(sources[0].master_sitting_id) : '');
  }, [sources, sourceId]);

  const rowKey = (s: SittingSummary) => `${s.kind}-${sittingIdOf(s)}`;
  const mark = (s: SittingSummary, action: RowAction) => setBusyRow({ key: rowKey(s), action });
  const busy = (s: SittingSummary, action: RowAction) => busyRow?.key === rowKey(s) && busyRow.action === action;

  /** The pause chosen, as the assignment's body carries it; undefined (after saying why) when its limit is not valid. */
  const pauseFields = () => {
    if (!pause.allowed) return { pause_allowed: false };
    if (!validPauseMinutes(pause.minutes)) {
      notifyFailure(SITTING_MESSAGES.pauseLimit);
      return undefined;
    }
    return { pause_allowed: true, pause_limit_minutes: Number(pause.minutes) };
  };
  const assignTest = () => {
    if (!student) return notifyFailure(SITTING_MESSAGES.selectStudent);
    if (!chosenTest) return notifyFailure(SITTING_MESSAGES.selectTest);
    const pausing = pauseFields();
    if (!pausing) return;
    calls.assign.mutate({
      master_qnsbank: chosenTest.master_qnsbank_id,
      student: student.student_id,
      program,
      timer: choice.timer,
      student_timer: choice.time,
      ...pausing,
    });
  };
  const reassign = (s: MasterSittingSummary) => {
    mark(s, 'reassign');
    calls.assign.mutate({
      master_qnsbank: s.master_qnsbank,
      student: s.student,
      program: s.program,
      timer: s.timer,
      student_timer: s.timer ? s.student_timer : DEFAULT_TIMER,
      pause_allowed: s.pause_allowed,
      pause_limit_minutes: s.pause_limit_minutes,
    });
  };
  /** A preparation test from a taken sitting's wrong and unanswered questions, with the timer chosen. */
  const prepare = (s: MasterSittingSummary) => {
    const pausing = pauseFields();
    if (!pausing) return;
    mark(s, 'prepare');
    calls.assignPreparation.mutate({
      master_sitting: s.master_sitting_id,
      timer: timer.choiceFor(testOf(s.master_qnsbank)?.section_duration).timer,
      student_timer: timer.choiceFor(testOf(s.master_qnsbank)?.section_duration).time,
      ...pausing,
    });
  };
  /** Score & Stats and Analyse release a taken sitting (§4): the student then sees the scores. */
  const release = (s: SittingSummary) => {
    if (!s.test_taken || s.analyse_test_results) return;
    mark(s, 'release');
    calls.update.mutate(
      { kind: s.kind, id: sittingIdOf(s), body: { analyse_test_results: true } },
      { onSuccess: () => notifySuccess(RELEASED_MESSAGE) },
    );
  };
  const saveRowTimer = (s: SittingSummary, next: TimerChoice, onSaved: () => void) => {
    mark(s, 'timer');
    calls.update.mutate(
      { kind: s.kind, id: sittingIdOf(s), body: { timer: next.timer, student_timer: next.time } },
      {
        onSuccess: () => {
          notifySuccess(msg('Timer changed'));
          onSaved();
        },
      },
    );
  };
  const askRemove = (s: SittingSummary) =>
    confirmDelete({
      safeMessage: msg('Assignment is safe!'),
      onConfirm: () => {
        mark(s, 'remove');
        calls.remove.mutate({ kind: s.kind, id: sittingIdOf(s) });
      },
    });

  /** Available Test: the test to assign in view 1; the test of the sitting prepared from in view 2. */
  const availableTest = (view: ViewBy) => {
    if (view === '2') {
      const test = source ? testOf(source.master_qnsbank) : undefined;
      return {
        value: source ? String(source.master_qnsbank) : '',
        onChange: () => {},
        disabled: true,
        description: msg('The test of the sitting prepared from'),
        loading: false,
        options: source
          ? [
              {
                value: String(source.master_qnsbank),
                label: test?.test_name ?? source.test_name,
                language: test?.test_lang_type,
              },
            ]
          : [],
      };
    }
    return {
      value: testId,
      onChange: setTestId,
      disabled: !student || !program,
      description:
        student && program && !tests.isPending && offered.length === 0
          ? msg('No test of this program is granted')
          : undefined,
      loading: tests.isFetching && !tests.data,
      options: offered.map((q) => ({
        value: String(q.master_qnsbank_id),
        label: q.test_name,
        language: q.test_lang_type,
      })),
    };
  };

  const sourceOptions = sources.map((s) => ({
    value: String(s.master_sitting_id),
    label: sourceLabel(s, dateText(s.master_sitting_date)),
  }));

  return {
    tests,
    masters,
    preparations,
    chosenTest,
    testOf,
    sources,
    sourceOptions,
    source,
    sourceId,
    setSourceId,
    choice,
    prepChoice,
    prepDuration,
    setChoice,
    pause,
    setPause,
    /** A panel's call (Assign Test, Assign Preparation Test from the panel) is in flight, not a row's. */
    assigning: calls.assign.isPending && busyRow === null,
    preparing: calls.assignPreparation.isPending,
    busy,
    mark,
    assignTest,
    reassign,
    prepare,
    release,
    saveRowTimer,
    askRemove,
    paper: calls.paper,
    availableTest,
  };
}

export type RealTestDashboard = ReturnType<typeof useRealTestDashboard>;
