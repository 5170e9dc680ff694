import { say } from '../i18n/say';
import { Alert, Button, Code, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpEnrolment } from '@prep/domain';
import { confirmTotp, startTotp } from '../api/account';
import { errorMessage } from '../forms/errors';
import { sessionStore } from '../session';

/** The QR code of the otpauth:// address, drawn in the browser (qrcode is loaded only by this screen). */
function QrCode({ url }: { url: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 200 }))
      .then((data) => live && setImage(data));
    return () => {
      live = false;
    };
  }, [url]);
  return image ? <Image src={image} w={200} h={200} alt={t('QR code for your authenticator app')} /> : null;
}

/**
 * Setting up two-factor sign-in (issue 28): a QR code for the authenticator app (and the secret as text, for
 * an app without a camera), the recovery codes to save, and the app's code to confirm. Confirmed, the
 * session is replaced by a full one (a session that could only enrol becomes a normal one).
 */
export function TwoFactorSetup({ onDone, headingOrder = 3 }: { onDone: () => void; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: startTotp, onSuccess: setEnrolment });
  const confirm = useMutation({
    mutationFn: () => confirmTotp(code.replace(/\s/g, '')),
    onSuccess: (answer) => {
      sessionStore.replaceTokens(answer.access_token, answer.refresh);
      onDone();
    },
  });
  if (!enrolment) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          {t('Two-factor sign-in asks for a code from an authenticator app on your phone after your password.')}
        </Text>
        {start.isError && (
          <Alert color="red" role="alert">
            {say(t, errorMessage(start.error))}
          </Alert>
        )}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          {t('Set up two-factor sign-in')}
        </Button>
      </Stack>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate();
  };
  return (
    <Stack gap="md">
      <Text>{t('Scan this QR code with your authenticator app, or type the secret key into it.')}</Text>
      <QrCode url={enrolment.otpauth_url} />
      <Text component="div">
        {t('Secret key')}: <Code data-testid="totp-secret">{enrolment.secret}</Code>
      </Text>
      <Title order={headingOrder} size="h5">
        {t('Recovery codes')}
      </Title>
      <Text size="sm">
        {t('Save these codes somewhere safe. Each signs you in once if you lose your phone. They are not shown again.')}
      </Text>
      <List ff="monospace" aria-label={t('Recovery codes')}>
        {enrolment.recovery_codes.map((recovery) => (
          <List.Item key={recovery}>{recovery}</List.Item>
        ))}
      </List>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" align="flex-start">
          {confirm.isError && (
            <Alert color="red" role="alert">
              {say(t, errorMessage(confirm.error))}
            </Alert>
          )}
          <TextInput
            label={t('Code from your authenticator app')}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" loading={confirm.isPending}>
            {t('Turn on two-factor sign-in')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
