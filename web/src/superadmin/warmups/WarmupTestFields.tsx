import { SimpleGrid } from '@mantine/core';
import { GRADE_LEVELS, LANGUAGES, msg, TEST_LEVELS } from '@prep/domain';
import { type FieldChoice, type FieldMark, MarkedInput } from '../../forms';
import { WARMUP_TEST_LABELS, type WarmupTestField, type WarmupTestValues } from './warmupTest';

/**
 * Each choice's English text, marked for the catalogues: the value sent stays the domain's English word,
 * the option shows its translation (MarkedInput translates labels).
 */
const GRADE_LABELS: readonly string[] = [
  msg('Grade 1'),
  msg('Grade 2'),
  msg('Grade 3'),
  msg('Grade 4'),
  msg('Grade 5'),
  msg('Grade 6'),
  msg('Grade 7'),
  msg('Grade 8'),
  msg('Grade 9'),
  msg('Grade 10'),
  msg('Grade 11'),
  msg('Grade 12'),
];
const TEST_LEVEL_LABELS: Record<(typeof TEST_LEVELS)[number], string> = {
  Basic: msg('Basic'),
  Intermediate: msg('Intermediate'),
  Advanced: msg('Advanced'),
};
const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = { English: msg('English'), Tamil: msg('Tamil') };

const listed = (placeholder: string, options: readonly string[], labels: readonly string[]): FieldChoice => ({
  placeholder,
  options: options.map((option, i) => ({ value: option, label: labels[i] ?? option })),
});

const CHOICES: Partial<Record<WarmupTestField, FieldChoice>> = {
  grade_level: listed(msg('Select Grade Level'), GRADE_LEVELS, GRADE_LABELS),
  test_level: listed(
    msg('Select Test Level'),
    TEST_LEVELS,
    TEST_LEVELS.map((level) => TEST_LEVEL_LABELS[level]),
  ),
  test_lang_type: listed(
    msg('Select Language'),
    LANGUAGES,
    LANGUAGES.map((language) => LANGUAGE_LABELS[language]),
  ),
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
