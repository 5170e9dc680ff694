import { Button, Modal, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_METHOD_LABELS } from '@prep/domain';
import { accountKeys, getSignIns, type PersonRef } from '../api/account';
import { LoadError, Loading } from '../forms/LoadStates';

/** A person's last sign-ins (issue 28): when, from which address and browser, how, right or wrong. */
export function SignInHistory({ person }: { person: PersonRef | 'me' }) {
  const { t, i18n } = useTranslation();
  const history = useQuery({ queryKey: accountKeys.signIns(person), queryFn: () => getSignIns(person) });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (history.isPending) return <Loading />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const rows = history.data;
  return rows.length === 0 ? (
    <Text c="dimmed">{t('No sign-ins yet.')}</Text>
  ) : (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('Sign-in history')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('When')}</Table.Th>
            <Table.Th>{t('Address')}</Table.Th>
            <Table.Th>{t('Browser')}</Table.Th>
            <Table.Th>{t('How')}</Table.Th>
            <Table.Th>{t('Result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{when.format(new Date(row.at))}</Table.Td>
              <Table.Td>{row.address}</Table.Td>
              <Table.Td style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{row.user_agent}</Table.Td>
              <Table.Td>{t(SIGN_IN_METHOD_LABELS[row.method])}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={row.ok ? 400 : 700}>
                  {row.ok ? t('Signed in') : t('Refused')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An admin's "Sign-ins" beside a person of their client: the history in a dialog. */
export function SignInsButton({ person }: { person: PersonRef | null }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" disabled={person === null} onClick={open}>
        {t('Sign-ins')}
      </Button>
      {person && (
        <Modal opened={opened} onClose={close} title={t('Sign-in history')} size="xl">
          <SignInHistory person={person} />
        </Modal>
      )}
    </>
  );
}
