import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { say } from '../i18n/say';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors';

/** What shows while a screen's data is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="lg" role="status" data-loading="true">
      <Loader aria-hidden />
      <Text ml="sm">{t('Loading…')}</Text>
    </Center>
  );
}

/** A read that failed: the server's message, or a generic one, and Try again where it can be retried. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('Oops!')} role="alert">
      {say(t, errorMessage(error))}
      {onRetry && (
        <Button variant="white" color="red" size="xs" ml="md" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </Alert>
  );
}
