import { say } from '../i18n/say';
import { Alert, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@prep/domain';
import { accountKeys, getTotpStatus, signOutEverywhere, stopTotp } from '../api/account';
import type { ExportedPerson } from '../api/privacy';
import { errorMessage, notifySuccess } from '../forms';
import { LoadError, Loading } from '../forms/LoadStates';
import { signOut, useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { DOWNLOAD_MY_DATA, ExportDataButton } from './ExportDataButton';
import { SignInHistory } from './SignInHistory';
import { TwoFactorSetup } from './TwoFactorSetup';

/** Two-factor sign-in on: turned off with a code of the app. */
function TurnOff({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const off = useMutation({ mutationFn: () => stopTotp(code.replace(/\s/g, '')), onSuccess: onDone });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    off.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <Text fw={700}>{t('Two-factor sign-in is on.')}</Text>
        {off.isError && (
          <Alert color="red" role="alert">
            {say(t, errorMessage(off.error))}
          </Alert>
        )}
        <Group align="flex-end">
          <TextInput
            label={t('Code from your authenticator app')}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={off.isPending}>
            {t('Turn off two-factor sign-in')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TwoFactorSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: accountKeys.totp, queryFn: getTotpStatus });
  const reload = () => void queryClient.invalidateQueries({ queryKey: accountKeys.totp });
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('Two-factor sign-in')}
      </Title>
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <LoadError error={status.error} onRetry={reload} />
      ) : status.data.enabled ? (
        <TurnOff onDone={reload} />
      ) : (
        <TwoFactorSetup onDone={reload} />
      )}
    </Paper>
  );
}

/** A student's or teacher's own data as a zip (the right of access); admins' accounts hold no such record. */
function MyData({ person }: { person: ExportedPerson }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('My data')}
        </Title>
        <Text>
          {t('A zip file of everything held about you: your profile, results, classes, progress and sign-ins.')}
        </Text>
        <ExportDataButton person={person} label={DOWNLOAD_MY_DATA} />
      </Stack>
    </Paper>
  );
}

/** The signed-in person whose data they may download: a student or a teacher. */
function exportedSelf(session: ReturnType<typeof useSession>): ExportedPerson | null {
  if (!session || (session.role !== 'student' && session.role !== 'teacher')) return null;
  const id = Number(session.claims.sub);
  return Number.isSafeInteger(id) ? { kind: session.role, id } : null;
}

/**
 * `/{area}/account`: the signed-in person's own account (issue 28): their two-factor sign-in (staff), the
 * last sign-ins, their data as a file (students and teachers), and signing out of every session.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const self = exportedSelf(session);
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      signOut(queryClient);
    },
  });
  return (
    <PageSection title={msg('My Account')}>
      <Stack gap="lg">
        {session?.role !== 'student' && <TwoFactorSection />}
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('Sign-in history')}
          </Title>
          <SignInHistory person="me" />
        </Paper>
        {self && <MyData person={self} />}
        <Paper withBorder p="md">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('Sign out everywhere')}
            </Title>
            <Text>{t('Ends every session of your account, on every device, this one too.')}</Text>
            {everywhere.isError && (
              <Alert color="red" role="alert">
                {say(t, errorMessage(everywhere.error))}
              </Alert>
            )}
            <Button variant="light" onClick={() => everywhere.mutate()} loading={everywhere.isPending}>
              {t('Sign out everywhere')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </PageSection>
  );
}

/** What a session that may only enrol sees in place of its area (its client requires two-factor sign-in). */
export function EnrolmentRequiredPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // In place of the area's frame (its bar and main), so the page is its own main landmark.
  return (
    <Box component="main">
      <PageSection title={msg('Two-factor sign-in')}>
        <Stack gap="md" maw={640}>
          <Alert color="blue">{t('Set up two-factor sign-in first: your school requires it.')}</Alert>
          <TwoFactorSetup onDone={() => void queryClient.invalidateQueries()} headingOrder={2} />
          <Button variant="subtle" onClick={() => signOut(queryClient)} w="fit-content">
            {t('Logout')}
          </Button>
        </Stack>
      </PageSection>
    </Box>
  );
}
