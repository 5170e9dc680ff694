// The inputs of the teacher and student forms: text fields with the on-blur marks, dropdowns of fixed
// lists, and checkbox groups in a fieldset (so a screen reader names the group).
import { Checkbox, Fieldset, NativeSelect, PasswordInput, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERSON_MESSAGES, type Text as Said } from '@prep/domain';
import { say } from '../../i18n/say';
import { requiredInput, useMarkProps, type FieldMark } from '../../forms';

interface MarkedInputProps {
  label: string;
  value: string;
  mark: FieldMark | undefined;
  onChange: (value: string) => void;
  /** Leaving the field sets its mark. */
  onBlur: (value: string) => void;
  /** A name field: a red mark also shows "Name Shouldn't contain special characters!". */
  nameHint?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
  /** Several lines (comments). */
  multiline?: boolean;
}

/** A text input whose mark (green, or red with the domain rule's message) is set when it is left. */
export function MarkedInput({
  label,
  value,
  mark,
  onChange,
  onBlur,
  nameHint,
  required,
  type = 'text',
  autoComplete = 'off',
  placeholder,
  multiline,
}: MarkedInputProps) {
  const { t } = useTranslation();
  const markProps = useMarkProps(mark);
  // The hint is about what a name may hold, not about its length.
  const hint = nameHint && mark === PERSON_MESSAGES.name ? { description: t(PERSON_MESSAGES.nameHint) } : {};
  const common = {
    label: t(label),
    value,
    ...requiredInput(required === true),
    autoComplete,
    // An example number (555-555-5555) reads the same in every language.
    placeholder: placeholder && /[a-z]/i.test(placeholder) ? t(placeholder) : placeholder,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur: (event: { currentTarget: { value: string } }) => onBlur(event.currentTarget.value),
    ...markProps,
    ...hint,
    // The hint reads as part of the red mark, under the field, without moving the input.
    inputWrapperOrder: ['label', 'input', 'error', 'description'] as ('label' | 'input' | 'error' | 'description')[],
  };
  if (type === 'password') {
    // The toggle replaces the tick; the green border still shows the mark.
    const { rightSection: _tick, ...rest } = common as typeof common & { rightSection?: ReactNode };
    // PasswordInput does not mark its input invalid by itself.
    return (
      <PasswordInput
        {...rest}
        aria-invalid={typeof mark === 'string'}
        visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
      />
    );
  }
  if (multiline) return <Textarea rows={3} {...common} />;
  return <TextInput type={type} {...common} />;
}

/** A choice whose label is English text to translate (with its values, e.g. 'Grade {{n}}'). */
export interface Option {
  value: string;
  label: string;
  labelValues?: Record<string, string | number>;
}

interface ChoiceProps {
  label: string;
  value: string;
  /** Data (states, teachers' names) shown as it is; an Option's label is translated. */
  options: readonly (string | Option)[];
  onChange: (value: string) => void;
  /** The first, empty entry (e.g. "Select"); none when the field always has a value. */
  placeholder?: string;
  /** A message laid over the field (a server field error, or the relationships clash). */
  error?: Said | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** A dropdown of a fixed list (native, so it works the same with keyboard, screen reader and touch). */
export function ChoiceSelect({ label, value, options, onChange, placeholder, error, required, disabled }: ChoiceProps) {
  const { t } = useTranslation();
  const data = [
    ...(placeholder !== undefined ? [{ value: '', label: t(placeholder) }] : []),
    ...options.map((option) =>
      typeof option === 'string'
        ? { value: option, label: option }
        : { value: option.value, label: t(option.label, option.labelValues) },
    ),
  ];
  // A stored value the list does not offer (an old record) stays visible rather than silently changing.
  if (value && !data.some((item) => item.value === value)) data.push({ value, label: value });
  return (
    <NativeSelect
      label={t(label)}
      value={value}
      data={data}
      {...requiredInput(required === true)}
      disabled={disabled}
      error={error ? say(t, error) : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

interface GroupProps<K extends string> {
  legend: string;
  keys: readonly K[];
  /** English text to translate, or `{ name }` shown as it is (an exam's name: SAT, ACT). */
  labels: Record<K, string | { name: string }>;
  value: Record<K, boolean>;
  onChange: (value: Record<K, boolean>) => void;
  required?: boolean;
}

/** A checkbox group (§3: kept as JSON text of booleans). */
export function CheckboxGroupField<K extends string>({
  legend,
  keys,
  labels,
  value,
  onChange,
  required,
}: GroupProps<K>) {
  const { t } = useTranslation();
  const labelOf = (label: string | { name: string }) => (typeof label === 'string' ? t(label) : label.name);
  return (
    <Fieldset
      legend={
        <Text span fw={500} size="sm">
          {t(legend)}
          {required && (
            <Text span c="red.8" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
      }
      variant="filled"
      p="sm"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
        {keys.map((key) => (
          <Checkbox
            key={key}
            label={labelOf(labels[key])}
            checked={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
