import { Button, Fieldset, Group, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  msg,
  passwordResetSchema,
  RESET_MESSAGES,
  type PasswordResetInput,
  type ResetUser,
  type Text as Said,
} from '@prep/domain';
import { ApiError } from '../api';
import { resetPassword } from '../api/auth';
import { notifySuccess, errorMessage } from '../forms';
import { AlertDialog, type AlertMessage } from '../shell/AlertDialog';
import { DEFAULT_COLORS } from '../shell/colors';
import { LoginLayout } from '../shell/LoginLayout';
import { firstMessage, forgetResetUser, LOGIN_PAGE, resetUserOf } from './resetUser';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Whose password it is, asked when neither the link nor this browser says. */
const CHOICES = [
  { value: 'clientadmin', label: msg('Client administrator') },
  { value: 'student', label: msg('Student') },
] as const;

/** The message for a set-password form, in the spec's order: blank, then mismatch, then the rest. */
export function setPasswordProblem(input: PasswordResetInput): string | null {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (!text(input.password)) return RESET_MESSAGES.passwordMissing;
  if (text(input.password) !== text(input.confirm_password)) return RESET_MESSAGES.mismatch;
  const parsed = passwordResetSchema.safeParse(input);
  return parsed.success ? null : firstMessage(parsed.error.issues, RESET_MESSAGES.weak);
}

/** What to say when the server refuses: a weak password as the spec words it, else the server's message. */
function refusal(error: unknown): Said {
  if (error instanceof ApiError && error.fields.password?.length) return RESET_MESSAGES.weak;
  return errorMessage(error);
}

/**
 * `/conform-password/:token` (the legacy spelling): the page a reset mail links to. Sets the new password
 * and goes to the sign-in page of whoever asked (the link's ?user=, else what this browser noted).
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { search } = useLocation();
  const known = resetUserOf(search, storage());
  const [chosen, setChosen] = useState<ResetUser | null>(null);
  const user = known ?? chosen;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const reset = useMutation({
    mutationFn: (body: PasswordResetInput) => resetPassword(body),
    onSuccess: (result, body) => {
      forgetResetUser();
      notifySuccess(result?.message ?? RESET_MESSAGES.updated);
      void navigate(LOGIN_PAGE[body.user as ResetUser], { replace: true });
    },
    onError: (error) => setAlert({ title: msg('Oops...'), message: refusal(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      setAlert({
        title: msg('Oops...'),
        message: msg('Choose whether this is a client administrator or a student account'),
      });
      return;
    }
    const body: PasswordResetInput = { password, confirm_password: confirm, token, user };
    const problem = setPasswordProblem(body);
    if (problem) {
      setAlert({ title: msg('Oops...'), message: problem });
      return;
    }
    reset.mutate({ ...body, password: password.trim(), confirm_password: confirm.trim() });
  };

  return (
    <LoginLayout title={msg('Set New Password')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('Choose a new password: at least 8 characters, with a lowercase letter and a digit.')}
          </Text>
          {!known && (
            <Fieldset legend={t('Account')} variant="unstyled">
              <Group mt="xs">
                {CHOICES.map(({ value, label }) => (
                  <Radio
                    key={value}
                    name="reset-user"
                    value={value}
                    label={t(label)}
                    checked={chosen === value}
                    onChange={() => setChosen(value)}
                  />
                ))}
              </Group>
            </Fieldset>
          )}
          <PasswordInput
            label={t('New Password')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
          />
          <PasswordInput
            label={t('Confirm Password')}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
          />
          <Button type="submit" loading={reset.isPending} fullWidth size="md" color={DEFAULT_COLORS.button}>
            {t('Update Password')}
          </Button>
        </Stack>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </LoginLayout>
  );
}
