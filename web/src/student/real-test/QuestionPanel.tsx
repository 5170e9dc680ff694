import { Button, Group, Image, Paper, Radio, Stack, Title } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TakingQuestion } from '@prep/domain';
import { MathText } from '../../math';
import { FlagIcon, mediaSource } from '../../sitting';

/** Scrolled to, a question clears the app's fixed bar and, on a phone, the test's sticky header. */
const SCROLL_MARGIN = { scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 96px)' };

interface QuestionPanelProps {
  question: TakingQuestion;
  /** Position on the screen, 1-based. */
  n: number;
  total: number;
  /** The chosen answersid as text, '' for none. */
  value: string;
  flagged: boolean;
  current: boolean;
  disabled: boolean;
  onChoose: (answersid: number | null) => void;
  onFlag: () => void;
  /** Focus inside the panel makes it the current question (the list layout). */
  onFocus?: () => void;
}

/**
 * One question: its header, text (math rendered) and figure, the options lettered by the test's
 * answer_type as radio buttons, Clear, and Flag for review.
 */
export const QuestionPanel = forwardRef<HTMLElement, QuestionPanelProps>(function QuestionPanel(
  { question, n, total, value, flagged, current, disabled, onChoose, onFlag, onFocus },
  ref,
) {
  const { t } = useTranslation();
  const titleId = `question-${question.questionid}-title`;
  const image = mediaSource(question.question_image);
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={titleId}
      tabIndex={-1}
      withBorder
      radius="md"
      p="md"
      onFocus={onFocus}
      data-question={n}
      data-current={current}
      style={{
        ...SCROLL_MARGIN,
        ...(current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : {}),
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {t('Question {{n}} of {{count}}', { n, count: total })}
          </Title>
          <Button
            size="xs"
            variant={flagged ? 'light' : 'default'}
            color={flagged ? 'yellow' : undefined}
            c={flagged ? 'dark.9' : undefined}
            leftSection={<FlagIcon />}
            aria-pressed={flagged}
            onClick={onFlag}
            disabled={disabled}
            data-flag
          >
            {flagged ? t('Flagged for review') : t('Flag for review')}
          </Button>
        </Group>
        {question.question_header.trim() !== '' && <MathText text={question.question_header} component="p" />}
        <MathText text={question.question_text} component="div" />
        {image && <Image src={image} alt={t('Figure of question {{n}}', { n })} maw={560} fit="contain" />}
        <Radio.Group
          value={value}
          onChange={(chosen) => onChoose(Number(chosen))}
          label={t('Your answer')}
          name={`question-${question.questionid}`}
        >
          <Stack gap="xs" mt="xs">
            {question.answers.map((option) => (
              <Radio
                key={option.answersid}
                value={String(option.answersid)}
                disabled={disabled}
                data-option={option.label}
                label={
                  <span>
                    <strong>{option.label}.</strong> <MathText text={option.name} displayStyle />
                  </span>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {value !== '' && (
          <Group>
            <Button size="compact-sm" variant="subtle" onClick={() => onChoose(null)} disabled={disabled}>
              {t('Clear answer')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
});
