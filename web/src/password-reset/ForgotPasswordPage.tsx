import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { msg, RESET_MESSAGES, resetRequestSchema, type ResetUser } from '@prep/domain';
import { requestPasswordReset } from '../api/auth';
import { notifySuccess, errorMessage } from '../forms';
import { AlertDialog, type AlertMessage } from '../shell/AlertDialog';
import { DEFAULT_COLORS } from '../shell/colors';
import { LoginLayout } from '../shell/LoginLayout';
import { firstMessage, LOGIN_PAGE, rememberResetUser } from './resetUser';

const INTRO: Record<ResetUser, string> = {
  clientadmin: msg(
    'Enter the email of your client administrator account and we will send you a link to choose a new password.',
  ),
  teacher: msg('Enter the email of your teacher account and we will send you a link to choose a new password.'),
  student: msg('Enter the email of your student account and we will send you a link to choose a new password.'),
};

/**
 * `/client/forgot-password`, `/teacher/forgot-password` and `/student/forgot-password`: asks the server to mail a reset link, notes
 * the user type locally, and goes to the home site.
 */
export function ForgotPasswordPage({ user }: { user: ResetUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const request = useMutation({
    mutationFn: (body: { email: string }) => requestPasswordReset(user, body),
    onSuccess: (result) => {
      rememberResetUser(user);
      notifySuccess(result?.message ?? RESET_MESSAGES.sent);
      void navigate('/');
    },
    onError: (error) => setAlert({ title: msg('Oops...'), message: errorMessage(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setAlert({ title: msg('Oops...'), message: firstMessage(parsed.error.issues, RESET_MESSAGES.emailMissing) });
      return;
    }
    request.mutate(parsed.data);
  };

  return (
    <LoginLayout title={msg('Forgot Password')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(INTRO[user])}</Text>
          <TextInput
            label={t('Email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={request.isPending} fullWidth size="md" color={DEFAULT_COLORS.button}>
            {t('Send Email')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to={LOGIN_PAGE[user]}>
              {t('Back to Sign In')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </LoginLayout>
  );
}
