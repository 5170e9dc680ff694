import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { clientAdminLoginSchema, FILL_ALL_FIELDS, type ClientAdminLoginResponse } from '@prep/domain';
import { api } from '../api';
import { AREA_HOME, clientAdminProfile, sessionStore, useSession } from '../session';
import { AlertDialog, type AlertMessage } from '../shell/AlertDialog';
import { DEFAULT_COLORS } from '../shell/colors';
import { errorMessage } from '../shell/forms';
import { LoginLayout } from '../shell/LoginLayout';

type Credentials = { email: string; password: string; license_key: string };

/** `/client`: a client administrator signs in with email, password and the client's license key. */
export function ClientLoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [values, setValues] = useState<Credentials>({ email: '', password: '', license_key: '' });
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const login = useMutation({
    mutationFn: (body: Credentials) => api.post<ClientAdminLoginResponse>('/auth/clientadmin/', body, { auth: false }),
    onSuccess: (res, body) => {
      sessionStore.signIn({ access: res.access_token, refresh: res.refresh }, clientAdminProfile(res, body.email));
    },
    onError: (error) => setAlert({ title: 'Oops...', message: errorMessage(error) }),
  });

  if (session?.role === 'clientadmin') return <Navigate to={AREA_HOME.clientadmin} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = clientAdminLoginSchema.safeParse(values);
    if (!parsed.success) {
      setAlert({ title: 'Oops...', message: FILL_ALL_FIELDS });
      return;
    }
    login.mutate(parsed.data);
  };
  const set = (field: keyof Credentials) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <LoginLayout title="Client Login">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('LOGIN EMAIL')} type="email" autoComplete="username" value={values.email} onChange={set('email')} />
          <PasswordInput
            label={t('PASSWORD')}
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
          />
          <TextInput label={t('LICENSE KEY')} autoComplete="off" value={values.license_key} onChange={set('license_key')} />
          <Button type="submit" loading={login.isPending} fullWidth size="md" color={DEFAULT_COLORS.button}>
            {t('Sign In')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/client/forgot-password">
              {t('Forgot Password')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </LoginLayout>
  );
}
