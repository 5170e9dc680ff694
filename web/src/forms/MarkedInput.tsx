import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MarkedField } from './MarkedField';
import type { FieldMark } from './useFieldMarks';
import { REQUIRED_INPUT } from './required';

export interface FieldChoice {
  /** The first, empty option ('Select Language'). */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The options' labels are data (course names like "SAT"), shown as they are, not through t(). */
  verbatim?: boolean;
}

interface MarkedInputProps {
  label: string;
  value: string;
  mark: FieldMark | undefined;
  onChange: (value: string) => void;
  /** Leaving the field sets its mark; choosing an option sets it at once. */
  onBlur: (value: string) => void;
  /** A select of these options; otherwise a text field. */
  choice?: FieldChoice | undefined;
  multiline?: boolean;
  placeholder?: string | undefined;
  readOnly?: boolean;
  /** A field that may stay empty (not marked required). */
  optional?: boolean;
}

/** A required (or optional) field of a test's or a set's record, as a select, a text area or a text input, with its mark. */
export function MarkedInput({
  label,
  value,
  mark,
  onChange,
  onBlur,
  choice,
  multiline = false,
  placeholder,
  readOnly = false,
  optional = false,
}: MarkedInputProps) {
  const { t } = useTranslation();
  const common = {
    label: t(label),
    ...(optional ? {} : REQUIRED_INPUT),
    value,
    onBlur: (event: { currentTarget: { value: string } }) => onBlur(event.currentTarget.value),
  };
  const typed = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);
  return (
    <MarkedField mark={mark}>
      {(markProps) =>
        choice ? (
          <NativeSelect
            {...common}
            disabled={readOnly}
            data={[
              { value: '', label: t(choice.placeholder) },
              ...choice.options.map((o) => ({ value: o.value, label: choice.verbatim ? o.label : t(o.label) })),
            ]}
            onChange={(event) => {
              onChange(event.currentTarget.value);
              onBlur(event.currentTarget.value);
            }}
            {...(typeof markProps.error === 'string' ? { error: markProps.error } : {})}
          />
        ) : multiline ? (
          <Textarea
            {...common}
            readOnly={readOnly}
            autosize
            minRows={2}
            onChange={typed}
            {...markProps}
            rightSection={undefined}
          />
        ) : (
          <TextInput
            {...common}
            readOnly={readOnly}
            autoComplete="off"
            placeholder={placeholder}
            onChange={typed}
            {...markProps}
          />
        )
      }
    </MarkedField>
  );
}
