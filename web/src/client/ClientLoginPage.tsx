import { Navigate } from 'react-router';
import { type ClientAdminLogin, clientAdminLoginSchema, msg } from '@prep/domain';
import { SIGN_IN_FORM_ACTION, signInClientAdmin } from '../api/auth';
import { AREA_HOME, clientAdminProfile, sessionStore, useSession } from '../session';
import { LoginLayout } from '../shell/LoginLayout';
import { type SignInField, SignInForm } from '../sign-in/SignInForm';
import { useSignIn } from '../sign-in/useSignIn';

type Credentials = ClientAdminLogin;

const FIELDS: readonly SignInField<Credentials>[] = [
  { name: 'email', label: msg('LOGIN EMAIL'), kind: 'email' },
  { name: 'password', label: msg('PASSWORD'), kind: 'password' },
  { name: 'license_key', label: msg('LICENSE KEY'), kind: 'text' },
];

/** `/client`: a client administrator signs in with email, password and the client's license key. */
export function ClientLoginPage() {
  const session = useSession();
  const form = useSignIn({
    empty: { email: '', password: '', license_key: '' },
    schema: clientAdminLoginSchema,
    request: signInClientAdmin,
    onSignedIn: (res, body) =>
      sessionStore.signIn({ access: res.access_token, refresh: res.refresh }, clientAdminProfile(res, body.email)),
    report: 'dialog',
  });

  if (session?.role === 'clientadmin') return <Navigate to={AREA_HOME.clientadmin} replace />;

  return (
    <LoginLayout title={msg('Client Login')}>
      <SignInForm
        form={form}
        fields={FIELDS}
        action={SIGN_IN_FORM_ACTION.clientadmin}
        forgotPassword="/client/forgot-password"
      />
    </LoginLayout>
  );
}
