import { Checkbox, Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Chosen, choose, type SheetRow } from './scanReview';

interface AnswerChoiceProps {
  row: SheetRow;
  chosen: Chosen;
  onChange: (chosen: Chosen) => void;
  /** The printed question's name, the group's label ("Question 3"). */
  label: string;
}

/**
 * One row of the sheet as choices: radio buttons for a single answer (with "No answer"), check boxes for a
 * question that takes several. Native inputs: arrows and Space work as everywhere.
 */
export function AnswerChoice({ row, chosen, onChange, label }: AnswerChoiceProps) {
  const { t } = useTranslation();
  const marked = chosen[row.number] ?? [];
  if (row.multiple)
    return (
      <Checkbox.Group
        label={label}
        description={t('Choose all that apply')}
        value={marked}
        onChange={(labels) => onChange({ ...chosen, [row.number]: row.labels.filter((l) => labels.includes(l)) })}
        data-answer-choice={row.number}
      >
        <Group gap="md" mt={4}>
          {row.labels.map((l) => (
            <Checkbox key={l} value={l} label={l} />
          ))}
        </Group>
      </Checkbox.Group>
    );
  return (
    <Radio.Group
      label={label}
      value={marked[0] ?? ''}
      onChange={(value) => onChange(choose(chosen, row, value, value !== ''))}
      data-answer-choice={row.number}
    >
      <Group gap="md" mt={4}>
        {row.labels.map((l) => (
          <Radio key={l} value={l} label={l} />
        ))}
        <Radio value="" label={t('No answer')} />
      </Group>
    </Radio.Group>
  );
}
