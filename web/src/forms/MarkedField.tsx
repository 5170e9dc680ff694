import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../i18n/say';
import { type FieldMark, isMessageMark } from './useFieldMarks';
import classes from './MarkedField.module.css';

/** The mark's props for any Mantine input: red with its message, or green once valid. */
export function useMarkProps(mark: FieldMark | undefined) {
  const { t } = useTranslation();
  if (isMessageMark(mark)) return { error: say(t, mark) };
  if (mark === true)
    return {
      classNames: { input: classes.valid },
      rightSection: (
        <Text span c="green.8" aria-hidden="true" fw={700}>
          ✓
        </Text>
      ),
      description: <span className={classes.validText}>{t('Valid')}</span>,
    };
  return {};
}

/** Wraps any input so its mark renders consistently; `children` receives the props to spread on the input. */
export function MarkedField({
  mark,
  children,
}: {
  mark: FieldMark | undefined;
  children: (props: ReturnType<typeof useMarkProps>) => ReactNode;
}) {
  return <>{children(useMarkProps(mark))}</>;
}
