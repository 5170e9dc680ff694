import { Navigate } from 'react-router';
import { msg, type SuperAdminLogin, superAdminLoginSchema } from '@prep/domain';
import { SIGN_IN_FORM_ACTION, signInSuperAdmin } from '../api/auth';
import { AREA_HOME, sessionStore, superAdminProfile, useSession } from '../session';
import { LoginLayout } from '../shell/LoginLayout';
import { type SignInField, SignInForm } from '../sign-in/SignInForm';
import { useSignIn } from '../sign-in/useSignIn';

type Credentials = SuperAdminLogin;

const FIELDS: readonly SignInField<Credentials>[] = [
  { name: 'email', label: msg('Email'), kind: 'email' },
  { name: 'password', label: msg('Password'), kind: 'password' },
];

/** `/superadmin`: the platform administrator's sign-in; each empty field is marked with its own message. */
export function SuperAdminLoginPage() {
  const session = useSession();
  const form = useSignIn({
    empty: { email: '', password: '' },
    schema: superAdminLoginSchema,
    request: signInSuperAdmin,
    onSignedIn: (res) =>
      sessionStore.signIn({ access: res.access_token, refresh: res.refresh }, superAdminProfile(res)),
    report: 'fields',
  });

  if (session?.role === 'superadmin') return <Navigate to={AREA_HOME.superadmin} replace />;

  return (
    <LoginLayout title={msg('Super Admin Login')}>
      <SignInForm form={form} fields={FIELDS} action={SIGN_IN_FORM_ACTION.superadmin} />
    </LoginLayout>
  );
}
