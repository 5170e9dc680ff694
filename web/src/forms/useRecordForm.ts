import type { Text } from '@prep/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldMarks } from './useFieldMarks';

export type RecordMode = 'new' | 'editing';

interface Options<R, V, F extends string> {
  /** The blank form of new mode. */
  empty: () => V;
  /** The form's values for a record. */
  formOf: (record: R) => V;
  idOf: (record: R) => number;
  /** The on-blur check of a field; it may depend on the mode and the other values (e.g. confirm password). */
  check: (field: F, value: string, form: { mode: RecordMode; values: V }) => Text | undefined;
  /** The records listed; the first is loaded once when they first arrive (the spec's "first record shown"). */
  records: readonly R[] | undefined;
  /** False for screens that open on a blank form (Client and Client Admin Profile). @default true */
  showFirst?: boolean;
}

/**
 * The state every record screen has: the selected record (editing mode) or none (new mode), the form's
 * values, whether they changed since loading (Cancel waits for that), and the on-blur marks.
 */
export function useRecordForm<R, V extends object, F extends string>({
  empty,
  formOf,
  idOf,
  check,
  records,
  showFirst = true,
}: Options<R, V, F>) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [values, setValues] = useState<V>(empty);
  const [dirty, setDirty] = useState(false);
  const mode: RecordMode = selectedId === null ? 'new' : 'editing';
  const fieldCheck = useCallback(
    (field: F, value: string) => check(field, value, { mode, values }),
    [check, mode, values],
  );
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(fieldCheck);

  const load = (record: R) => {
    setSelectedId(idOf(record));
    setValues(formOf(record));
    setDirty(false);
    resetMarks();
  };

  /** Back to new mode: blank fields (or `blank`, e.g. a blank form for another client) and no marks. */
  const reset = (blank?: V) => {
    setSelectedId(null);
    setValues(blank ?? empty());
    setDirty(false);
    resetMarks();
  };

  const select = (id: number) => {
    const record = records?.find((item) => idOf(item) === id);
    if (record) load(record);
  };

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };

  const firstLoad = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first arrival of the list counts
  useEffect(() => {
    if (!showFirst || !firstLoad.current || records === undefined) return;
    firstLoad.current = false;
    const first = records[0];
    if (first) load(first);
    // Only the first arrival of the list counts; later reloads keep the user's choice.
  }, [records]);

  return { selectedId, mode, values, dirty, marks, markField, setMessages, load, reset, select, set };
}
