import { Center, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { type StudentLogin, INVALID_TOKEN, msg, studentLoginSchema, type StudentLoginResponse } from '@prep/domain';
import { ApiError } from '../api';
import { SIGN_IN_FORM_ACTION, signInByToken, signInStudent } from '../api/auth';
import { AREA_HOME, sessionStore, studentProfile, useSession } from '../session';
import { DEFAULT_COLORS } from '../shell/colors';
import { LoginLayout } from '../shell/LoginLayout';
import { usePageTitle } from '../shell/usePageTitle';
import { type SignInField, SignInForm } from '../sign-in/SignInForm';
import { useSignIn } from '../sign-in/useSignIn';

type Credentials = StudentLogin;

const FIELDS: readonly SignInField<Credentials>[] = [
  { name: 'email', label: msg('Email'), kind: 'email' },
  { name: 'password', label: msg('Password'), kind: 'password' },
];

const signIn = (res: StudentLoginResponse) =>
  sessionStore.signIn({ access: res.access_token, refresh: res.refresh }, studentProfile(res));

function AuthenticatingScreen() {
  const { t } = useTranslation();
  usePageTitle(msg('Authenticating'));
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
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const form = useSignIn({
    empty: { email: '', password: '' },
    schema: studentLoginSchema,
    request: signInStudent,
    onSignedIn: signIn,
    report: 'dialog',
  });
  const { setAlert } = form;
  const tokenLogin = useMutation({
    mutationFn: (body: { token: string }) => signInByToken(body.token),
    onSuccess: signIn,
    onError: (error) =>
      setAlert({
        title: msg('Oops...'),
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
  const signedIn = form.login.isSuccess || tokenLogin.isSuccess || (!token && session?.role === 'student');
  if (signedIn) return <Navigate to={AREA_HOME.student} replace />;
  if (token && (tokenLogin.isIdle || tokenLogin.isPending)) return <AuthenticatingScreen />;

  return (
    <LoginLayout title={msg('Student Login')}>
      <SignInForm
        form={form}
        fields={FIELDS}
        action={SIGN_IN_FORM_ACTION.student}
        forgotPassword="/student/forgot-password"
      />
    </LoginLayout>
  );
}
