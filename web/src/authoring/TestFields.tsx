import { SimpleGrid } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { type FieldMark, MarkedInput } from '../forms';
import { choiceLabel } from './choiceLabels';
import { OPTIONAL_TEST_FIELDS, shownTestFields, TEST_LABELS, type TestField, type TestValues } from './testForm';

const PLACEHOLDERS: Partial<Record<TestField, string>> = {
  test_type: msg('Select Subject'),
  section: msg('Select Section'),
  answer_type: msg('Select Answer Type'),
  subject_category: msg('Select Subject Category'),
  test_booklet_year: msg('Select Year'),
  grade_level: msg('Select Grade Level'),
  test_level: msg('No level'),
  test_lang_type: msg('Select Language'),
  is_practice_test: msg('Select Test Kind'),
  check_box_scoring: msg('Select Check-box Scoring'),
};

interface Props {
  values: TestValues;
  marks: Partial<Record<TestField, FieldMark>>;
  /** The options of each select (testChoices). */
  choices: Partial<Record<TestField, Array<{ value: string; label: string }>>>;
  onChange: (field: TestField, value: string) => void;
  onBlur: (field: TestField, value: string) => void;
  readOnly?: boolean;
}

/**
 * The fields of a test: name, description, subject, section, answer type, subject category, year, grade
 * level (Tutoring and Classes only), level (optional: Basic, Intermediate, Advanced), language, section duration (hh:mm:ss), real or practice test, and
 * how check-box questions are graded (all or nothing, or partial credit).
 */
export function TestFields({ values, marks, choices, onChange, onBlur, readOnly = false }: Props) {
  const { t } = useTranslation();
  const field = (name: TestField) => {
    const options = choices[name]?.map((o) => ({ value: o.value, label: choiceLabel(t, o.label) }));
    const placeholder = PLACEHOLDERS[name];
    return (
      <MarkedInput
        key={name}
        label={TEST_LABELS[name]}
        value={values[name]}
        mark={marks[name]}
        choice={options && placeholder ? { placeholder, options, verbatim: true } : undefined}
        multiline={name === 'test_description'}
        placeholder={name === 'section_duration' ? '00:00:00' : undefined}
        readOnly={readOnly}
        optional={OPTIONAL_TEST_FIELDS.includes(name)}
        onChange={(value) => onChange(name, value)}
        onBlur={(value) => onBlur(name, value)}
      />
    );
  };

  const shown = shownTestFields(values.test_type);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {field('test_name')}
      {field('test_type')}
      <div style={{ gridColumn: '1 / -1' }}>{field('test_description')}</div>
      {shown.filter((f) => !['test_name', 'test_type', 'test_description'].includes(f)).map(field)}
    </SimpleGrid>
  );
}
