import { Anchor, Button, Center, Group, Loader, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FILL_ALL_FIELDS, INVALID_TOKEN, studentLoginSchema, type StudentLoginResponse } from '@prep/domain';
import { api, ApiError } from '../api';
import { AREA_HOME, sessionStore, studentProfile, useSession } from '../session';
import { AlertDialog, type AlertMessage } from '../shell/AlertDialog';
import { DEFAULT_COLORS } from '../shell/colors';
import { errorMessage } from '../shell/forms';
import { LoginLayout } from '../shell/LoginLayout';
import { usePageTitle } from '../shell/usePageTitle';

type Credentials = { email: string; password: string };

const signIn = (res: StudentLoginResponse) =>
  sessionStore.signIn({ access: res.access_token, refresh: res.refresh }, studentProfile(res));

function AuthenticatingScreen() {
  const { t } = useTranslation();
  usePageTitle('Authenticating');
  return (
    <Center component="main" mih="100vh" bg={DEFAULT_COLORS.header} c="white">
      <Stack align="center" gap="md" role="status">
        <Loader color="white" aria-hidden />
        <Title order={1} size="h2">
          {t('Authenticating')}
        </Title>
      </Stack>
    </Center>
  );
}

/** `/student`: email and password, or `?token=…` from a partner site (the API token sign-in). */
export function StudentLoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const login = useMutation({
    mutationFn: (body: Credentials) => api.post<StudentLoginResponse>('/auth/student/', body, { auth: false }),
    onSuccess: signIn,
    onError: (error) => setAlert({ title: 'Oops...', message: errorMessage(error) }),
  });
  const tokenLogin = useMutation({
    mutationFn: (body: { token: string }) => api.post<StudentLoginResponse>('/auth/api_token_auth/', body, { auth: false }),
    onSuccess: signIn,
    onError: (error) =>
      setAlert({
        title: 'Oops...',
        message: error instanceof ApiError && error.isNetworkError ? error.message : INVALID_TOKEN,
      }),
  });

  // Once per token: React's development double-mount must not sign in twice.
  const triedToken = useRef<string | null>(null);
  const { mutate: loginWithToken } = tokenLogin;
  useEffect(() => {
    if (!token || triedToken.current === token) return;
    triedToken.current = token;
    loginWithToken({ token });
  }, [token, loginWithToken]);

  // With a token in the address, that token decides who signs in, not an earlier session.
  const signedIn = login.isSuccess || tokenLogin.isSuccess || (!token && session?.role === 'student');
  if (signedIn) return <Navigate to={AREA_HOME.student} replace />;
  if (token && (tokenLogin.isIdle || tokenLogin.isPending)) return <AuthenticatingScreen />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = studentLoginSchema.safeParse(values);
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
    <LoginLayout title="Student Login">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('Email')} type="email" autoComplete="username" value={values.email} onChange={set('email')} />
          <PasswordInput
            label={t('Password')}
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
          />
          <Button type="submit" loading={login.isPending} fullWidth size="md" color={DEFAULT_COLORS.button}>
            {t('Sign In')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/student/forgot-password">
              {t('Forgot Password')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </LoginLayout>
  );
}
