import { useCallback, useMemo, useState } from 'react';
import { useFieldMarks } from '../forms';
import {
  checkTest,
  emptyTest,
  type KeptFields,
  type TestField,
  type TestValues,
  testChoices,
  testFieldMark,
  testOf,
  withSubject,
} from './testForm';
import type { QuizRecord } from '@prep/domain';

/**
 * The state of a test's fields (Create Test, META): values, on-blur marks, whether anything changed, the
 * option lists for the courses given, and the check that gives the body to send.
 */
export function useTestForm(courses: ReadonlyArray<{ course_type: string }>) {
  const [values, setValues] = useState<TestValues>(emptyTest);
  const [kept, setKept] = useState<KeptFields | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const check = useCallback(
    (field: TestField, value: string) => testFieldMark(field, value, values.test_type),
    [values.test_type],
  );
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);

  /** Shows a stored test, or blank fields for a new one. */
  const load = useCallback(
    (record: QuizRecord | null) => {
      setValues(record ? testOf(record) : emptyTest());
      setKept(record ? { quiz_url: record.quiz_url } : undefined);
      setDirty(false);
      resetMarks();
    },
    [resetMarks],
  );

  /** Fills the fields with given values (a test file's), as if typed. */
  const fill = useCallback(
    (next: TestValues) => {
      setValues(next);
      setDirty(true);
      resetMarks();
    },
    [resetMarks],
  );

  const change = (field: TestField, value: string) => {
    setValues((current) => (field === 'test_type' ? withSubject(current, value) : { ...current, [field]: value }));
    setDirty(true);
  };

  const choices = useMemo(() => testChoices(values, courses, new Date().getFullYear()), [values, courses]);

  /** The body to send, or false after marking every refused field. */
  const submit = () => {
    const result = checkTest(values, kept);
    if (!result.ok) {
      setMessages(result.fields);
      return { ok: false as const, message: result.message };
    }
    return { ok: true as const, body: result.body };
  };

  return { values, marks, markField, setMessages, dirty, choices, load, fill, change, submit };
}
