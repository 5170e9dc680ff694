import { say } from '../i18n/say';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_RETURN_MESSAGES, TOTP_MESSAGES } from '@prep/domain';
import { signInWithSecondFactor } from '../api/auth';
import { errorMessage } from '../forms/errors';
import { DEFAULT_COLORS } from '../shell/colors';
import { keepSignIn } from './profileOf';

/**
 * The second step of a two-factor sign-in (issue 28): the code the authenticator app shows, or one of the
 * recovery codes. A right one keeps the session, and the page moves on as after a password.
 */
export function SecondFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const send = useMutation({
    mutationFn: () =>
      signInWithSecondFactor(
        recovery ? { challenge, recovery_code: value.trim() } : { challenge, code: value.replace(/\s/g, '') },
      ),
    onSuccess: (answer) => {
      if (!keepSignIn(answer)) onRestart();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() !== '') send.mutate();
  };
  const failure = send.isError ? errorMessage(send.error) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {recovery
            ? t('Enter one of the recovery codes you saved. Each works once.')
            : t('Enter the six-digit code your authenticator app shows.')}
        </Text>
        {failure && (
          <Alert color="red" title={t('Oops!')} role="alert">
            {say(t, failure)}
          </Alert>
        )}
        <TextInput
          label={recovery ? t('Recovery code') : t('Code')}
          name={recovery ? 'recovery_code' : 'code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          data-autofocus
        />
        <Button type="submit" loading={send.isPending} fullWidth size="md" color={DEFAULT_COLORS.button}>
          {t('Verify')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              setRecovery(!recovery);
              setValue('');
              send.reset();
            }}
          >
            {recovery ? t('Use the code from the app') : t('Use a recovery code')}
          </Anchor>
          {failure === SIGN_IN_RETURN_MESSAGES.codeSpent || failure === TOTP_MESSAGES.challengeSpent ? (
            <Anchor component="button" type="button" onClick={onRestart}>
              {t('Sign in again')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
