import { ActionIcon, Button, Group, Image, Modal, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSteps } from '@prep/domain';
import { RichText } from '../math';
import { NextIcon, PreviousIcon } from './icons';
import { type ShownStep, shownSteps } from './solution';

export interface StepsSubject {
  questionid: number;
  question_number: number;
  steps: QuestionSteps | null;
  /** The question's text_format: an html question's steps are HTML too. */
  text_format?: 'plain' | 'html';
}

function StepBody({ step, format }: { step: ShownStep; format?: 'plain' | 'html' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-step={step.n}>
      {step.text.trim() !== '' && <RichText text={step.text} format={format} component="div" />}
      {step.image && (
        <Image src={step.image} alt={t('Step {{n}} image', { n: step.n })} maw={560} fit="contain" radius="sm" />
      )}
    </Stack>
  );
}

/**
 * View Steps: a stepper of the steps written (up to five), each with its formula text and image,
 * previous / next arrows, "Show all" to stack them and "Show less" to go back. The question id is the
 * staff's (the spec's popup shows it); a student's screen names the question by its number alone.
 */
export function StepsDialog({
  subject,
  onClose,
  showQuestionId = false,
}: {
  subject: StepsSubject | null;
  onClose: () => void;
  showQuestionId?: boolean;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [all, setAll] = useState(false);
  const id = subject?.questionid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another question starts again from Step 1
  useEffect(() => {
    setActive(0);
    setAll(false);
  }, [id]);
  const steps = shownSteps(subject?.steps ?? null);
  const current = steps[active] ?? steps[0];
  const count = steps.length;

  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      size="xl"
      title={t('View Steps')}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {subject && current && (
        <Stack gap="md">
          <Text size="sm">
            {showQuestionId
              ? t('Question {{n}} (question id {{id}})', { n: subject.question_number, id: subject.questionid })
              : t('Question {{n}}', { n: subject.question_number })}
          </Text>
          {all ? (
            <Stack gap="md">
              {steps.map((step) => (
                <Paper
                  key={step.n}
                  withBorder
                  p="md"
                  radius="md"
                  component="section"
                  aria-label={t('Step {{n}}', { n: step.n })}
                >
                  <Title order={3} size="h5" mb="xs">
                    {t('Step {{n}}', { n: step.n })}
                  </Title>
                  <StepBody step={step} format={subject?.text_format} />
                </Paper>
              ))}
            </Stack>
          ) : (
            <>
              <Stepper active={active} onStepClick={setActive} size="sm" allowNextStepsSelect>
                {steps.map((step) => (
                  <Stepper.Step key={step.n} label={t('Step {{n}}', { n: step.n })} />
                ))}
              </Stepper>
              <Paper withBorder p="md" radius="md" aria-live="polite">
                <Title order={3} size="h5" mb="xs">
                  {t('Step {{n}}', { n: current.n })}
                </Title>
                <StepBody step={current} format={subject?.text_format} />
              </Paper>
              <Group justify="space-between">
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => setActive((a) => Math.max(0, a - 1))}
                  disabled={active === 0}
                  aria-label={t('Previous step')}
                >
                  <PreviousIcon />
                </ActionIcon>
                <Text size="sm">{t('Step {{n}} of {{count}}', { n: active + 1, count })}</Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => setActive((a) => Math.min(count - 1, a + 1))}
                  disabled={active >= count - 1}
                  aria-label={t('Next step')}
                >
                  <NextIcon />
                </ActionIcon>
              </Group>
            </>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setAll((a) => !a)} aria-pressed={all}>
              {all ? t('Show less') : t('Show all')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
