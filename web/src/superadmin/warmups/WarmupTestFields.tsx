import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRADE_LEVELS, LANGUAGES, TEST_LEVELS } from '@prep/domain';
import { MarkedField, type FieldMark, REQUIRED_INPUT } from '../../forms';
import { WARMUP_TEST_LABELS, type WarmupTestField, type WarmupTestValues } from './warmupTest';

const CHOICES: Partial<Record<WarmupTestField, { placeholder: string; options: readonly string[] }>> = {
  grade_level: { placeholder: 'Select Grade Level', options: GRADE_LEVELS },
  test_level: { placeholder: 'Select Test Level', options: TEST_LEVELS },
  test_lang_type: { placeholder: 'Select Language', options: LANGUAGES },
};

interface Props {
  values: WarmupTestValues;
  marks: Partial<Record<WarmupTestField, FieldMark>>;
  onChange: (field: WarmupTestField, value: string) => void;
  onBlur: (field: WarmupTestField, value: string) => void;
  readOnly?: boolean;
}

/**
 * The fields of a warm-up set: name, description, subject category (free text), grade level (Grade 1 to
 * 12), test level (three), language and section duration (hh:mm:ss). Each is marked on leaving it.
 */
export function WarmupTestFields({ values, marks, onChange, onBlur, readOnly = false }: Props) {
  const { t } = useTranslation();

  const field = (name: WarmupTestField) => {
    const choice = CHOICES[name];
    return (
      <MarkedField key={name} mark={marks[name]}>
        {(markProps) =>
          choice ? (
            <NativeSelect
              label={t(WARMUP_TEST_LABELS[name])}
              {...REQUIRED_INPUT}
              disabled={readOnly}
              value={values[name]}
              data={[
                { value: '', label: t(choice.placeholder) },
                ...choice.options.map((o) => ({ value: o, label: t(o) })),
              ]}
              onChange={(event) => {
                onChange(name, event.currentTarget.value);
                onBlur(name, event.currentTarget.value);
              }}
              onBlur={(event) => onBlur(name, event.currentTarget.value)}
              {...(typeof markProps.error === 'string' ? { error: markProps.error } : {})}
            />
          ) : name === 'test_description' ? (
            <Textarea
              label={t(WARMUP_TEST_LABELS[name])}
              {...REQUIRED_INPUT}
              readOnly={readOnly}
              rows={2}
              value={values[name]}
              onChange={(event) => onChange(name, event.currentTarget.value)}
              onBlur={(event) => onBlur(name, event.currentTarget.value)}
              {...markProps}
              rightSection={undefined}
            />
          ) : (
            <TextInput
              label={t(WARMUP_TEST_LABELS[name])}
              {...REQUIRED_INPUT}
              readOnly={readOnly}
              autoComplete="off"
              placeholder={name === 'section_duration' ? '00:00:00' : undefined}
              value={values[name]}
              onChange={(event) => onChange(name, event.currentTarget.value)}
              onBlur={(event) => onBlur(name, event.currentTarget.value)}
              {...markProps}
            />
          )
        }
      </MarkedField>
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {field('test_name')}
      {field('subject_category')}
      <div style={{ gridColumn: '1 / -1' }}>{field('test_description')}</div>
      {field('grade_level')}
      {field('test_level')}
      {field('test_lang_type')}
      {field('section_duration')}
    </SimpleGrid>
  );
}
