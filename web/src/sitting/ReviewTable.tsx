import { Button, Group, Image, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg, type ReviewQuestion } from '@prep/domain';
import { RichText } from '../math';
import { RIGHT_COLOR, WRONG_COLOR } from '../warmup/format';
import { hasSteps, mediaSource, shownVideos } from './solution';
import { StackedCell, StackedTable } from './StackedTable';

/** The options named by `ids`, in the options' order: "B: 42", "A: 2, C: 5"; `none` when there is none. */
function OptionNames({ q, ids, none = '' }: { q: ReviewQuestion; ids: readonly number[]; none?: string }) {
  const named = q.answers.filter((a) => ids.includes(a.answersid));
  if (named.length === 0) return <>{none}</>;
  return (
    <>
      {named.map((a, i) => (
        <span key={a.answersid} data-option={a.label}>
          {i > 0 && ', '}
          {`${a.label}: `}
          <RichText text={a.name} format={q.text_format} displayStyle />
        </span>
      ))}
    </>
  );
}

export type ResultWord = 'Correct' | 'Wrong' | 'Unanswered';
export const resultWord = (q: Pick<ReviewQuestion, 'isCorrect' | 'select_ans'>): ResultWord =>
  q.isCorrect ? msg('Correct') : q.select_ans === '' ? msg('Unanswered') : msg('Wrong');

interface ReviewTableProps {
  questions: readonly ReviewQuestion[];
  caption: string;
  /** The View Steps and View Video buttons of each question; none when absent. */
  onSteps?: (q: ReviewQuestion) => void;
  onVideo?: (q: ReviewQuestion) => void;
}

function Options({ q }: { q: ReviewQuestion }) {
  const { t } = useTranslation();
  return (
    <List
      listStyleType="none"
      size="sm"
      spacing={2}
      mt={4}
      aria-label={t('Options of question {{n}}', { n: q.question_number })}
    >
      {q.answers.map((a) => (
        <List.Item key={a.answersid} data-option={a.label}>
          <strong>{a.label}.</strong> <RichText text={a.name} format={q.text_format} displayStyle />
          {a.feedback && (
            // The option's own feedback (an imported GIFT or QTI answer's), beside it: only the released review has it.
            <Text component="div" size="xs" c="dimmed" ml="lg" data-feedback>
              {`${t('Feedback')}: `}
              <RichText text={a.feedback} format={q.text_format} />
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * A page of graded questions: each with its text, figure and options (each with its feedback, if any),
 * every option chosen (several for
 * a check-box question), every right one, a check-box question's partial credit,
 * and the solution's viewers. On a phone each question is a card.
 */
export function ReviewTable({ questions, caption, onSteps, onVideo }: ReviewTableProps) {
  const { t } = useTranslation();
  const solutions = onSteps !== undefined || onVideo !== undefined;
  return (
    <StackedTable minWidth={640} striped withTableBorder verticalSpacing="xs">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('No.')}</Table.Th>
          <Table.Th scope="col">{t('Question')}</Table.Th>
          <Table.Th scope="col">{t('Chosen')}</Table.Th>
          <Table.Th scope="col">{t('Correct answer')}</Table.Th>
          <Table.Th scope="col">{t('Result')}</Table.Th>
          {solutions && <Table.Th scope="col">{t('Solution')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {questions.map((q) => {
          const word = resultWord(q);
          const image = mediaSource(q.question_image);
          return (
            <Table.Tr key={q.questionid} data-question={q.question_number} data-result={word}>
              <StackedCell label={t('No.')}>{q.question_number}</StackedCell>
              <StackedCell label={t('Question')}>
                {q.question_header && <RichText text={q.question_header} component="div" />}
                <RichText text={q.question_text} format={q.text_format} component="div" />
                {image && (
                  <Image
                    src={image}
                    alt={t('Figure of question {{n}}', { n: q.question_number })}
                    maw={360}
                    mt={4}
                    fit="contain"
                  />
                )}
                <Options q={q} />
              </StackedCell>
              <StackedCell label={t('Chosen')} data-chosen>
                <OptionNames q={q} ids={q.chosen_answers} none={t('(no answer)')} />
              </StackedCell>
              <StackedCell label={t('Correct answer')} data-correct-answer>
                <OptionNames q={q} ids={q.correct_answers} />
              </StackedCell>
              <StackedCell label={t('Result')}>
                <Text fw={700} size="sm" c={q.isCorrect ? RIGHT_COLOR : WRONG_COLOR}>
                  {t(word)}
                </Text>
                {q.credit !== null && q.credit > 0 && q.credit < 1 && (
                  <Text size="xs" data-credit>
                    {t('Partial credit {{credit}}', { credit: q.credit })}
                  </Text>
                )}
              </StackedCell>
              {solutions && (
                <StackedCell label={t('Solution')}>
                  <Group gap={4}>
                    {onSteps && hasSteps(q.steps) && (
                      <Button
                        size="compact-sm"
                        variant="outline"
                        onClick={() => onSteps(q)}
                        aria-label={t('View Steps of question {{n}}', { n: q.question_number })}
                      >
                        {t('View Steps')}
                      </Button>
                    )}
                    {onVideo && shownVideos(q.stepvideo).length > 0 && (
                      <Button
                        size="compact-sm"
                        variant="outline"
                        onClick={() => onVideo(q)}
                        aria-label={t('View Video of question {{n}}', { n: q.question_number })}
                      >
                        {t('View Video')}
                      </Button>
                    )}
                  </Group>
                </StackedCell>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
