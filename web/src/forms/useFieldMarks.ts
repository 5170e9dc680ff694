import { useCallback, useState } from 'react';

/** A field's on-blur mark: `true` for the green mark, a message for the red one, absent before the first blur. */
export type FieldMark = true | string;

/** Checks one field's value; undefined when valid, else the message to show beside it. */
export type FieldCheck<F extends string> = (field: F, value: string) => string | undefined;

/**
 * The on-blur marks of a form (the spec's green or red mark with its message), one rule per field
 * coming from `domain/`. Server field errors can be laid over them with `setMessages`.
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

  const setMessages = useCallback((messages: Partial<Record<F, string>>) => {
    setMarks((current) => ({ ...current, ...messages }));
  }, []);

  const reset = useCallback(() => setMarks({}), []);
  const hasErrors = Object.values(marks).some((mark) => typeof mark === 'string');
  return { marks, markField, setMessages, reset, hasErrors };
}
