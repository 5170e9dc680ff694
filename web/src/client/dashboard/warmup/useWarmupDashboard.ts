import { useEffect, useState } from 'react';
import { DEFAULT_TIMER, msg, type Student } from '@prep/domain';
import { confirmDelete, notifyFailure, notifySuccess } from '../../../forms';
import type { WarmupResultSummary } from '../../../warmup/types';
import type { OnSkipped } from '../common/skipped';
import { type TimerChoice, useAssignTimer } from '../common/TimerDialog';
import type { ViewBy } from '../common/viewBy';
import { useClientSettings, useGrantedWarmupSets, useStudentWarmups, useWarmupMutations } from './queries';
import { personalizableSources, personalizedCount } from './warmupRows';

export const LIMIT_REACHED = msg('Personalized Test Count Limit Reached');
const RELEASED_MESSAGE = msg('Results released: the student can now view scores and stats.');

type RowAction = 'release' | 'timer' | 'reassign' | 'remove';

/**
 * The state views 3 (Warmup Test) and 4 (Warmup Personalized) share, held by the page so that it lasts
 * while the admin switches between them: the granted sets, the student's warm-ups, the set under
 * Available Test, the sitting to personalize from, the timer chosen, and the row whose call is in flight.
 */
export function useWarmupDashboard({
  clientId,
  studentId,
  student,
  onSkipped,
}: {
  clientId: number | null;
  studentId: number;
  student: Student | undefined;
  /** Told of an assignment the server skipped the student for. */
  onSkipped: OnSkipped;
}) {
  const sets = useGrantedWarmupSets(clientId);
  const client = useClientSettings(clientId);
  const results = useStudentWarmups(studentId);
  const [setNo, setSetNo] = useState('');
  const [sourceId, setSourceId] = useState('');
  const [busyRow, setBusyRow] = useState<{ id: number; action: RowAction } | null>(null);
  const { assign, update, remove, refresh } = useWarmupMutations(() => setBusyRow(null), onSkipped);

  const all = results.data ?? [];
  const sources = personalizableSources(all);
  const source = sources.find((r) => r.result_id === Number(sourceId));
  // Unknown until the client's settings load: the server has the last word either way.
  const limit = client.data?.personzlized_warmup_count ?? Number.POSITIVE_INFINITY;
  const used = source ? personalizedCount(all, source) : 0;
  const setOf = (id: number | null) => sets.data?.find((s) => s.master_qnsbank_id === id);
  /** The set under Available Test (view 3). */
  const chosenSet = setOf(Number(setNo));
  /** The set of the sitting to personalize from (view 4). */
  const sourceSet = source ? setOf(source.warmup_set_no) : chosenSet;
  // On by default at the set's duration (the set personalized from, in view 4); each assignment starts afresh.
  const timer = useAssignTimer(chosenSet?.section_duration, [studentId, setNo, assign.data]);
  const choice = timer.choice;
  const personalizedChoice = timer.choiceFor(sourceSet?.section_duration);
  const setChoice = timer.setChoice;

  useEffect(() => {
    if (!sources.some((r) => r.result_id === Number(sourceId)))
      setSourceId(sources[0] ? String(sources[0].result_id) : '');
  }, [sources, sourceId]);

  const busy = (r: WarmupResultSummary, action: RowAction) => busyRow?.id === r.result_id && busyRow.action === action;

  const assignSet = () => {
    if (!student) return notifyFailure(msg('Please select the student'));
    if (!chosenSet) return notifyFailure(msg('Please Select a Test'));
    assign.mutate({
      warmup_set_no: chosenSet.master_qnsbank_id,
      student: student.student_id,
      timer: choice.timer,
      student_timer: choice.time,
    });
  };
  const assignPersonalized = () => {
    if (!student || !source || source.warmup_set_no === null)
      return notifyFailure(msg('Choose a taken warm-up of this set to personalize'));
    if (used >= limit) return notifyFailure(LIMIT_REACHED);
    assign.mutate({
      warmup_set_no: source.warmup_set_no,
      student: student.student_id,
      is_personalized: true,
      sitting_id: source.result_id,
      timer: personalizedChoice.timer,
      student_timer: personalizedChoice.time,
    });
  };
  const reassign = (r: WarmupResultSummary) => {
    if (r.warmup_set_no === null) return;
    setBusyRow({ id: r.result_id, action: 'reassign' });
    assign.mutate({
      warmup_set_no: r.warmup_set_no,
      student: r.student,
      reassign: true,
      timer: r.timer,
      student_timer: r.timer && r.time_allowed ? r.time_allowed : DEFAULT_TIMER,
    });
  };
  const release = (r: WarmupResultSummary) => {
    setBusyRow({ id: r.result_id, action: 'release' });
    update.mutate(
      { id: r.result_id, body: { analyse_test_results: true } },
      {
        onSuccess: () => {
          notifySuccess(RELEASED_MESSAGE);
          refresh();
        },
      },
    );
  };
  const saveRowTimer = (r: WarmupResultSummary, next: TimerChoice, onSaved: () => void) => {
    setBusyRow({ id: r.result_id, action: 'timer' });
    update.mutate(
      { id: r.result_id, body: { timer: next.timer, student_timer: next.time } },
      {
        onSuccess: () => {
          notifySuccess(msg('Timer changed'));
          onSaved();
          refresh();
        },
      },
    );
  };
  const askRemove = (r: WarmupResultSummary) =>
    confirmDelete({
      safeMessage: msg('Assignment is safe!'),
      onConfirm: () => {
        setBusyRow({ id: r.result_id, action: 'remove' });
        remove.mutate(r.result_id);
      },
    });

  /** The Available Test selector: the set to assign in view 3, the personalized sitting's set in view 4. */
  const availableTest = (view: ViewBy) => ({
    value: view === '4' && source?.warmup_set_no ? String(source.warmup_set_no) : setNo,
    onChange: setSetNo,
    disabled: view !== '3',
    description: view === '4' ? msg('The set of the warm-up personalized') : undefined,
    loading: sets.isPending,
    options: (sets.data ?? []).map((s) => ({
      value: String(s.master_qnsbank_id),
      label: s.test_name,
      language: s.test_lang_type,
    })),
  });

  return {
    sets,
    client,
    results,
    all,
    sources,
    source,
    sourceId,
    setSourceId,
    limit,
    used,
    chosenSet,
    sourceSet,
    setOf,
    choice,
    personalizedChoice,
    setChoice,
    /** A whole-panel call (Assign Warmup, Assign Personalized Warmup) is in flight, not a row's. */
    assigning: assign.isPending && busyRow === null,
    busy,
    assignSet,
    assignPersonalized,
    reassign,
    release,
    saveRowTimer,
    askRemove,
    availableTest,
  };
}

export type WarmupDashboard = ReturnType<typeof useWarmupDashboard>;
