import { Button, Checkbox, Group, Image, Paper, Radio, Stack, Title } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isCheckBoxQuestion, type TakingQuestion } from '@prep/domain';
import { RichText } from '../../math';
import { FlagIcon, mediaSource } from '../../sitting';

/**
 * Scrolled to, a question clears the app's fixed bar and, on a phone, the test's sticky header (its countdown
 * on a line of its own below the heading when they do not fit side by side).
 */
const SCROLL_MARGIN = { scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 120px)' };

interface QuestionPanelProps {
  question: TakingQuestion;
  /** Position on the screen, 1-based. */
  n: number;
  total: number;
  /** The chosen answersid as text (a check-box question's ids joined by commas), '' for none. */
  value: string;
  flagged: boolean;
  current: boolean;
  disabled: boolean;
  /** One option chosen (radio), every ticked one (check boxes, in the options' order), or null to clear. */
  onChoose: (chosen: number | number[] | null) => void;
  onFlag: () => void;
  /** Focus inside the panel makes it the current question (the list layout). */
  onFocus?: () => void;
}

/**
 * One question: its header, text (math rendered; an html question's formatting too) and figure, the
 * options lettered by the test's answer_type as radio buttons, or as check boxes ("Choose all that
 * apply") for a check-box question, Clear, and Flag for review.
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
            // Its label whole ("Flag for review" was cut on a phone): the heading beside it wraps instead.
            style={{ flexShrink: 0 }}
            data-flag
          >
            {flagged ? t('Flagged for review') : t('Flag for review')}
          </Button>
        </Group>
        {question.question_header.trim() !== '' && <RichText text={question.question_header} component="p" />}
        <RichText text={question.question_text} format={question.text_format} component="div" />
        {image && <Image src={image} alt={t('Figure of question {{n}}', { n })} maw={560} fit="contain" />}
        {isCheckBoxQuestion(question) ? (
          <Checkbox.Group
            value={value === '' ? [] : value.split(',')}
            onChange={(ticked) => {
              const ids = new Set(ticked.map(Number));
              onChoose(question.answers.map((a) => a.answersid).filter((id) => ids.has(id)));
            }}
            label={t('Your answer')}
            description={t('Choose all that apply')}
          >
            <Stack gap="xs" mt="xs">
              {question.answers.map((option) => (
                <Checkbox
                  key={option.answersid}
                  value={String(option.answersid)}
                  disabled={disabled}
                  data-option={option.label}
                  label={<OptionLabel option={option} format={question.text_format} />}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
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
                  label={<OptionLabel option={option} format={question.text_format} />}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
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

function OptionLabel({
  option,
  format,
}: {
  option: TakingQuestion['answers'][number];
  format: TakingQuestion['text_format'];
}) {
  return (
    <span>
      <strong>{option.label}.</strong> <RichText text={option.name} format={format} displayStyle />
    </span>
  );
}
