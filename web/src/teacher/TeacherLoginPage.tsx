import { Navigate } from 'react-router';
import { msg, type TeacherLogin, teacherLoginSchema, type TeacherLoginResponse } from '@prep/domain';
import { SIGN_IN_FORM_ACTION, signInTeacher } from '../api/auth';
import { AREA_HOME, sessionStore, teacherProfile, useSession } from '../session';
import { LoginLayout } from '../shell/LoginLayout';
import { type SignInField, SignInForm } from '../sign-in/SignInForm';
import { useSignIn } from '../sign-in/useSignIn';

const FIELDS: readonly SignInField<TeacherLogin>[] = [
  { name: 'email', label: msg('Email'), kind: 'email' },
  { name: 'password', label: msg('Password'), kind: 'password' },
];

const signIn = (res: TeacherLoginResponse) =>
  sessionStore.signIn({ access: res.access_token, refresh: res.refresh }, teacherProfile(res));

/** `/teacher`: a teacher signs in with the email of their record and the password they set from the invitation. */
export function TeacherLoginPage() {
  const session = useSession();
  const form = useSignIn({
    empty: { email: '', password: '' },
    schema: teacherLoginSchema,
    request: signInTeacher,
    onSignedIn: signIn,
    report: 'dialog',
  });

  if (session?.role === 'teacher') return <Navigate to={AREA_HOME.teacher} replace />;

  return (
    <LoginLayout title={msg('Teacher Login')}>
      <SignInForm
        form={form}
        fields={FIELDS}
        action={SIGN_IN_FORM_ACTION.teacher}
        forgotPassword="/teacher/forgot-password"
      />
    </LoginLayout>
  );
}
