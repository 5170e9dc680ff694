// "Erase" on a student's or teacher's profile (issue 28): a dialog naming what will be lost, the person's
// email typed to confirm (the server checks it again), then the roster read again without them.
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmsErasure, ERASURE_MESSAGES, erasureConfirmation } from '@prep/domain';
import { type ErasedKind, erasePerson } from '../../api/erasure';
import { notifySuccess } from '../../forms';
import { errorMessage } from '../../forms/errors';
import { say } from '../../i18n/say';

export interface ErasablePerson {
  id: number;
  email: string;
  first: string;
  middle?: string;
  last: string;
}

interface Props {
  kind: ErasedKind;
  person: ErasablePerson | undefined;
  /** After the erasure: back to a blank form, the list read again. */
  onErased: () => unknown;
}

const M = ERASURE_MESSAGES;

export function EraseButton({ kind, person, onErased }: Props) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const expected = person ? erasureConfirmation(person) : undefined;
  const erase = useMutation({
    mutationFn: () => erasePerson(kind, person!.id, { confirm: typed }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      close();
      setTyped('');
      onErased();
    },
  });
  const shut = () => {
    if (erase.isPending) return;
    close();
    setTyped('');
    erase.reset();
  };
  const matches = expected !== undefined && confirmsErasure(expected, typed);

  return (
    <>
      <Button variant="light" color="red" disabled={!person} onClick={open}>
        {t(M.erase)}
      </Button>
      <Modal
        opened={opened && person !== undefined}
        onClose={shut}
        closeButtonProps={{ 'aria-label': t('Close') }}
        title={t(kind === 'student' ? M.eraseStudentTitle : M.eraseTeacherTitle)}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) erase.mutate();
          }}
        >
          <Stack gap="sm">
            <Text fw={600}>{t(M.areYouSure)}</Text>
            <List size="sm">
              <List.Item>{t(kind === 'student' ? M.studentLoses : M.teacherLoses)}</List.Item>
              {kind === 'student' && <List.Item>{t(M.answersFate)}</List.Item>}
            </List>
            <Text size="sm" ff="monospace">
              {expected?.text}
            </Text>
            <TextInput
              label={t(expected?.kind === 'name' ? M.typeName : M.typeEmail)}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={erase.error ? say(t, errorMessage(erase.error)) : undefined}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={shut} disabled={erase.isPending}>
                {t('Cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={erase.isPending}>
                {t(M.erase)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
