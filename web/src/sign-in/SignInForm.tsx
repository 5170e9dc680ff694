import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { say } from '../i18n/say';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../forms/errors';
import { lazyPart } from '../routing/lazyPage';
import { DEFAULT_COLORS } from '../shell/colors';
import type { SignInState } from './useSignIn';

// Shown only when a sign-in fails: its dialog code is fetched then, not before the page can show.
const AlertDialog = lazyPart(() => import('../shell/AlertDialog'), 'AlertDialog');
// Asked for only after a right password of someone with two-factor sign-in on (issue 28).
const SecondFactorStep = lazyPart(() => import('./SecondFactorStep'), 'SecondFactorStep');

export interface SignInField<C> {
  name: keyof C & string;
  /** The label, exactly as the spec writes it ('LOGIN EMAIL', 'Email'). */
  label: string;
  kind: 'email' | 'password' | 'text';
}

interface SignInFormProps<C extends Record<string, string>> {
  form: SignInState<C>;
  fields: readonly SignInField<C>[];
  /** The area's forgot-password page, linked under the button. */
  forgotPassword?: string;
  /** Where the browser sends the form itself when Sign In is pressed before the app has loaded (api/auth.ts). */
  action: string;
}

/** The three sign-in pages' form: the fields, Sign In (a spinner while working) and the failure shown. */
export function SignInForm<C extends Record<string, string>>({
  form,
  fields,
  forgotPassword,
  action,
}: SignInFormProps<C>) {
  const { t } = useTranslation();
  const errorOf = (field: string) => (form.errors[field] ? say(t, form.errors[field]) : undefined);
  if (form.challenge) {
    return (
      <Suspense fallback={null}>
        <SecondFactorStep challenge={form.challenge} onRestart={form.restart} />
      </Suspense>
    );
  }
  return (
    <>
      {/* A click before the app has taken the prerendered form over sends it as plain HTML: to the server's
          form sign-in, which redirects back with a one-time code (sign-in/signInCode.ts). POST: a GET would
          put the password in the address (and the server's logs). */}
      <form onSubmit={form.submit} noValidate method="post" action={action}>
        <Stack gap="md">
          {form.report === 'fields' && (form.login.isError || form.returned) && (
            <Alert color="red" title={t('Oops!')} role="alert">
              {form.login.isError ? say(t, errorMessage(form.login.error)) : form.returned}
            </Alert>
          )}
          {fields.map((field) =>
            field.kind === 'password' ? (
              <PasswordInput
                key={field.name}
                label={t(field.label)}
                autoComplete="current-password"
                name={field.name}
                error={errorOf(field.name)}
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
              />
            ) : (
              <TextInput
                key={field.name}
                label={t(field.label)}
                type={field.kind === 'email' ? 'email' : undefined}
                autoComplete={field.kind === 'email' ? 'username' : 'off'}
                name={field.name}
                error={errorOf(field.name)}
              />
            ),
          )}
          <Button type="submit" loading={form.login.isPending} fullWidth size="md" color={DEFAULT_COLORS.button}>
            {t('Sign In')}
          </Button>
          {forgotPassword && (
            <Group justify="center">
              <Anchor component={Link} to={forgotPassword}>
                {t('Forgot Password')}
              </Anchor>
            </Group>
          )}
        </Stack>
      </form>
      {form.report === 'dialog' && form.alert && (
        <Suspense fallback={null}>
          <AlertDialog alert={form.alert} onClose={() => form.setAlert(null)} />
        </Suspense>
      )}
    </>
  );
}
