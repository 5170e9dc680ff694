import { SimpleGrid } from '@mantine/core';
import { GRADE_LEVELS, LANGUAGES, msg, storedWordOptions, TEST_LEVELS } from '@prep/domain';
import { type FieldChoice, type FieldMark, MarkedInput } from '../../forms';

import { WARMUP_TEST_LABELS, type WarmupTestField, type WarmupTestValues } from './warmupTest';

const listed = (placeholder: string, options: readonly string[]): FieldChoice => ({
  placeholder,
  options: storedWordOptions(options),
});

const CHOICES: Partial<Record<WarmupTestField, FieldChoice>> = {
  grade_level: listed(msg('Select Grade Level'), GRADE_LEVELS),
  test_level: listed(msg('Select Test Level'), TEST_LEVELS),
  test_lang_type: listed(msg('Select Language'), LANGUAGES),
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
  const field = (name: WarmupTestField) => (
    <MarkedInput
      key={name}
      label={WARMUP_TEST_LABELS[name]}
      value={values[name]}
      mark={marks[name]}
      choice={CHOICES[name]}
      multiline={name === 'test_description'}
      placeholder={name === 'section_duration' ? '00:00:00' : undefined}
      readOnly={readOnly}
      onChange={(value) => onChange(name, value)}
      onBlur={(value) => onBlur(name, value)}
    />
  );

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
