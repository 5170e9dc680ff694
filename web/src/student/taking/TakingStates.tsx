// What a test screen (a warm-up, a real or preparation test) shows around the questions: while it
// opens, when it cannot be taken, and whether the answers have reached the server.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Text as Said } from '@prep/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { say } from '../../i18n/say';
import { READABLE_TITLE } from '../../shell/alertStyles';
import { STUDENT_DASHBOARD } from './AttentionGuard';
import type { SyncState } from './session';

export function TakingLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" data-loading="true">
      <Loader aria-hidden />
      <Text ml="sm">{t('Loading…')}</Text>
    </Center>
  );
}

/** The test cannot be taken (not found, not started, already submitted…): why, and the way back. */
export function TakingFailed({ message }: { message: Said }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" title={t('Oops!')} role="alert" w="100%">
        {say(t, message)}
      </Alert>
      <Button onClick={() => navigate(STUDENT_DASHBOARD)}>{t('Back')}</Button>
    </Stack>
  );
}

/**
 * The test was submitted: by the student, or by the countdown reaching zero, which the student is
 * told in so many words (the screen changed under them without a click).
 */
export function SubmittedAlert({ timeUp, children }: { timeUp: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={timeUp ? 'orange' : 'blue'}
      title={timeUp ? t('Time is up') : t('Submitted')}
      role={timeUp ? 'alert' : undefined}
      w="100%"
      styles={READABLE_TITLE}
      data-submitted={timeUp ? 'time-up' : 'submitted'}
    >
      {timeUp && <Text inherit>{t('The time ran out, so your answers were sent for you.')}</Text>}
      <Text inherit>{children}</Text>
    </Alert>
  );
}

interface SyncNoteProps {
  sync: SyncState;
  texts: Record<SyncState, string>;
  /** The line's colour while all is well (a failure is red). */
  color?: string;
}

/** Whether the answers have reached the server; `data-sync` is what the end-to-end tests wait on. */
export function SyncNote({ sync, texts, color }: SyncNoteProps) {
  const { t } = useTranslation();
  return (
    <Text
      role="status"
      size="sm"
      c={sync === 'offline' || sync === 'unreachable' || sync === 'failed' ? 'red.9' : color}
      data-sync={sync}
    >
      {t(texts[sync])}
    </Text>
  );
}
