import { PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldMark, MarkedField, requiredInput } from '../forms';

interface RecordTextInputProps {
  label: string;
  value: string;
  mark: FieldMark | undefined;
  onChange: (value: string) => void;
  /** Leaving the field sets its mark. */
  onBlur: (value: string) => void;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  placeholder?: string | undefined;
  /** Under the label (a password's rule); the green mark's "Valid" takes its place. */
  description?: ReactNode;
}

/** A text field of the super-admin record forms, with its on-blur mark (green, or red with the message). */
export function RecordTextInput({
  label,
  value,
  mark,
  onChange,
  onBlur,
  required = false,
  type = 'text',
  placeholder,
  description,
}: RecordTextInputProps) {
  const { t } = useTranslation();
  const common = {
    label: t(label),
    value,
    ...requiredInput(required),
    description,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur: (event: { currentTarget: { value: string } }) => onBlur(event.currentTarget.value),
  };
  return (
    <MarkedField mark={mark}>
      {(markProps) =>
        type === 'password' ? (
          <PasswordInput
            {...common}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
            {...withoutRightSection(markProps)}
          />
        ) : (
          <TextInput {...common} type={type} placeholder={placeholder} autoComplete="off" {...markProps} />
        )
      }
    </MarkedField>
  );
}

/** The password toggle takes the place of the green tick; the green border still shows the mark. */
function withoutRightSection<T extends { rightSection?: unknown }>(props: T): Omit<T, 'rightSection'> {
  const { rightSection: _tick, ...rest } = props;
  return rest;
}
