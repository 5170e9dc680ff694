import type { Text } from '@prep/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PERSON_MESSAGES } from '@prep/domain';
import {
  confirmDelete,
  notifyFailure,
  type RecordMode,
  serverFieldMarks,
  useRecordCalls,
  useRecordForm,
} from '../../forms';
import { peopleKeys } from '../../api/people';

/** The dropdown above the form: nothing chosen, or "Add New …"; a record chosen is its id. */
export type DropdownChoice = '' | 'new';

interface Options<R, V, F extends string, B> {
  /** The records listed (the first is shown when they first arrive). */
  records: readonly R[] | undefined;
  idOf: (record: R) => number;
  empty: () => V;
  formOf: (record: R) => V;
  /** A field's on-blur mark (undefined for green). */
  check: (field: F, value: string, form: { mode: RecordMode; values: V }) => Text | undefined;
  /** The fields a server field error may mark. */
  markable: readonly F[];
  /** What stops the form being sent (null when nothing does) and the marks to show with it. */
  submitProblem: (mode: RecordMode, values: V) => string | null;
  inlineErrors: (mode: RecordMode, values: V) => Partial<Record<F, Text>>;
  /** Marks a problem lays over the form besides the inline ones (e.g. the password confirmation). */
  problemMarks?: (problem: string) => Partial<Record<F, string>>;
  payload: (mode: RecordMode, values: V) => B;
  /** POST (id null) or PUT the record; DELETE it. */
  save: (id: number | null, body: B) => Promise<{ message: string }>;
  remove: (id: number) => Promise<{ message: string } | undefined>;
  /** The popup after a delete when the server says nothing, and after a cancelled one. */
  messages: { deleted: string; kept: string };
  /** The failure popups' title. */
  failureTitle?: string;
}

/**
 * The Teacher and Student Profile screens' state and calls: the record form (useRecordForm), the
 * dropdown, the spec's submit checks, add / update / delete (useRecordCalls), and the roster read again
 * after each change (both screens read the teachers: the student form assigns them).
 */
export function usePersonProfile<R, V extends object, F extends string, B>(options: Options<R, V, F, B>) {
  const queryClient = useQueryClient();
  const { messages, failureTitle } = options;
  const [choice, setChoice] = useState<DropdownChoice>('');
  const form = useRecordForm({
    empty: options.empty,
    formOf: options.formOf,
    idOf: options.idOf,
    check: options.check,
    records: options.records,
  });
  const { selectedId, mode, values, reset, setMessages } = form;

  /** Back to new mode: blank fields, no marks, and the list read again (resolved once it has been). */
  const resetForm = (next: DropdownChoice = '') => {
    reset();
    setChoice(next);
    return queryClient.invalidateQueries({ queryKey: peopleKeys.roster });
  };

  const calls = useRecordCalls({
    save: options.save,
    remove: options.remove,
    onChanged: () => void resetForm(),
    onSaveError: (error) => setMessages(serverFieldMarks(error, options.markable)),
    deleted: messages.deleted,
    failureTitle,
  });

  const submit = () => {
    const problem = options.submitProblem(mode, values);
    if (problem) {
      setMessages(options.inlineErrors(mode, values));
      // Both forms have the two relationships; the second one carries the clash.
      if (problem === PERSON_MESSAGES.relationshipsSame)
        setMessages({ Relationship_2: problem } as Partial<Record<F, string>>);
      if (options.problemMarks) setMessages(options.problemMarks(problem));
      notifyFailure(problem, failureTitle);
      return;
    }
    calls.save(selectedId, options.payload(mode, values));
  };

  const askDelete = () => {
    if (selectedId === null) return;
    const id = selectedId;
    confirmDelete({ onConfirm: () => calls.remove(id), safeMessage: messages.kept });
  };

  /** The dropdown: '' or 'new' starts a new record, an id selects that record. */
  const choose = (value: string) => {
    if (value === '' || value === 'new') void resetForm(value);
    else form.select(Number(value));
  };

  return {
    ...form,
    dropdownValue: selectedId !== null ? String(selectedId) : choice,
    choose,
    resetForm,
    submit,
    askDelete,
    pending: calls.pending,
  };
}

export type PersonProfileState = ReturnType<typeof usePersonProfile>;
