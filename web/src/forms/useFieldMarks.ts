import type { Text } from '@prep/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A field's on-blur mark: `true` for the green mark, a message for the red one, absent before the first blur. */
export type FieldMark = true | Text;

/**
 * Checks one field's value; undefined when valid, else the message to show beside it, as data (a limit's
 * message keeps its values, so the mark says it in the language shown).
 */
export type FieldCheck<F extends string> = (field: F, value: string) => Text | undefined;

/** A red mark: a message, static or built with values (true is the green one). */
export const isMessageMark = (mark: unknown): mark is Text =>
  typeof mark === 'string' || (typeof mark === 'object' && mark !== null);

/**
 * Takes the user to the first field in error on the page (Mantine marks it `aria-invalid`): a refused
 * form ("Invalid Form!") whose faulty field is scrolled out of view would otherwise say nothing useful.
 */
export function focusFirstInvalid(root: ParentNode = document) {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The on-blur marks of a form (the spec's green or red mark with its message), one rule per field
 * coming from `domain/`. Server field errors can be laid over them with `setMessages`, which is what a
 * refused submission does: once they are drawn, the first field in error gets the focus.
 */
export function useFieldMarks<F extends string>(check: FieldCheck<F>) {
  const [marks, setMarks] = useState<Partial<Record<F, FieldMark>>>({});

  const markField = useCallback(
    (field: F, value: string) => {
      const message = check(field, value);
      setMarks((current) => ({ ...current, [field]: message ?? true }));
      return message;
    },
    [check],
  );

  const focusPending = useRef(false);
  const setMessages = useCallback((messages: Partial<Record<F, Text>>) => {
    if (Object.values(messages).some(isMessageMark)) focusPending.current = true;
    setMarks((current) => ({ ...current, ...messages }));
  }, []);
  // After the marks are drawn, so the field in error carries aria-invalid.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the marks, reading the ref
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid();
  }, [marks]);

  const reset = useCallback(() => setMarks({}), []);
  const hasErrors = Object.values(marks).some(isMessageMark);
  return { marks, markField, setMessages, reset, hasErrors };
}
