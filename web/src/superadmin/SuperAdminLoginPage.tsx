import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { superAdminLoginSchema, type SuperAdminLoginResponse } from '@prep/domain';
import { api } from '../api';
import { AREA_HOME, sessionStore, superAdminProfile, useSession } from '../session';
import { errorMessage, fieldErrors, serverFieldErrors } from '../shell/forms';
import { DEFAULT_COLORS } from '../shell/colors';
import { LoginLayout } from '../shell/LoginLayout';

type Credentials = { email: string; password: string };

/** `/superadmin`: the platform administrator's sign-in. */
export function SuperAdminLoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const login = useMutation({
    mutationFn: (body: Credentials) => api.post<SuperAdminLoginResponse>('/auth/superadmin/', body, { auth: false }),
    onSuccess: (res) => {
      sessionStore.signIn({ access: res.access_token, refresh: res.refresh }, superAdminProfile(res));
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  if (session?.role === 'superadmin') return <Navigate to={AREA_HOME.superadmin} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = superAdminLoginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.reset();
    login.mutate(parsed.data);
  };
  const set = (field: keyof Credentials) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const errorOf = (field: keyof Credentials) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <LoginLayout title="Super Admin Login">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {login.isError && (
            <Alert color="red" title={t('Oops!')} role="alert">
              {t(errorMessage(login.error))}
            </Alert>
          )}
          <TextInput
            label={t('Email')}
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={set('email')}
            error={errorOf('email')}
          />
          <PasswordInput
            label={t('Password')}
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            error={errorOf('password')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
          />
          <Button type="submit" loading={login.isPending} fullWidth size="md" color={DEFAULT_COLORS.button}>
            {t('Sign In')}
          </Button>
        </Stack>
      </form>
    </LoginLayout>
  );
}
