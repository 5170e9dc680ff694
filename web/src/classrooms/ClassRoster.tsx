import { Button, Checkbox, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Classroom, msg, plural } from '@prep/domain';
import { classroomKeys, saveClassroomStudents } from '../api/classrooms';
import { errorMessage, notifyFailure, notifySuccess } from '../forms';
import { type RosterPerson, rosterLists, withoutStudents, withStudents } from './rosterLists';

interface PeopleChecklistProps {
  title: string;
  people: readonly RosterPerson[];
  checked: readonly number[];
  onChecked: (ids: number[]) => void;
  /** The action's words with `{{count}}` picked, and with none picked yet. */
  action: string;
  idleAction: string;
  onAction: () => void;
  pending: boolean;
  disabled: boolean;
}

/** One side of the roster: the people with a box each, all-or-none, and the side's action. */
function PeopleChecklist({
  title,
  people,
  checked,
  onChecked,
  action,
  idleAction,
  onAction,
  pending,
  disabled,
}: PeopleChecklistProps) {
  const { t } = useTranslation();
  const ids = people.map((p) => p.id);
  const picked = ids.filter((id) => checked.includes(id));
  const toggle = (id: number, on: boolean) =>
    onChecked(on ? [...checked, id] : checked.filter((other) => other !== id));
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h6">
            {title}
          </Title>
          <Checkbox
            label={t('All')}
            checked={ids.length > 0 && picked.length === ids.length}
            indeterminate={picked.length > 0 && picked.length < ids.length}
            disabled={ids.length === 0}
            onChange={(event) => {
              const rest = checked.filter((id) => !ids.includes(id));
              onChecked(event.currentTarget.checked ? [...rest, ...ids] : rest);
            }}
          />
        </Group>
        <ScrollArea.Autosize mah={260}>
          {people.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('Nobody')}
            </Text>
          ) : (
            <Stack gap={6}>
              {people.map((p) => (
                <Checkbox
                  key={p.id}
                  label={`${p.name} (${p.email})`}
                  checked={checked.includes(p.id)}
                  onChange={(event) => toggle(p.id, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        <Button size="xs" onClick={onAction} loading={pending} disabled={disabled || picked.length === 0}>
          {picked.length === 0 ? t(idleAction) : t(action, { count: picked.length })}
        </Button>
      </Stack>
    </Paper>
  );
}

interface ClassRosterProps {
  classroom: Classroom;
  /** The client's students. */
  people: readonly RosterPerson[];
}

/**
 * The roster of a class: one search over its students and the client's others, several picked at once,
 * added or removed in one call (PUT /api/classroom/{id}/students/ with the whole roster), the count shown.
 */
export function ClassRoster({ classroom, people }: ClassRosterProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState<number[]>([]);
  const [pending, setPending] = useState<'add' | 'remove' | null>(null);
  // Another class, another roster: nothing stays picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another class resets the picks
  useEffect(() => {
    setChecked([]);
    setSearch('');
  }, [classroom.id]);

  const save = useMutation({
    mutationFn: (students: number[]) => saveClassroomStudents(classroom.id, students),
    onSuccess: async () => {
      setChecked([]);
      await queryClient.invalidateQueries({ queryKey: classroomKeys.all });
      notifySuccess(msg('The class roster was saved'));
    },
    onError: (error) => notifyFailure(errorMessage(error)),
    onSettled: () => setPending(null),
  });
  const { members, others } = rosterLists(people, classroom.students, search);
  const change = (action: 'add' | 'remove', ids: number[]) => {
    setPending(action);
    save.mutate(action === 'add' ? withStudents(classroom.students, ids) : withoutStudents(classroom.students, ids));
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('Roster')}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h5">
          {t('Roster')}{' '}
          <Text span size="sm" data-roster-count>
            {t(plural('{{count}} students in the class', '{{count}} student in the class'), {
              count: classroom.students.length,
            })}
          </Text>
        </Title>
        <TextInput
          label={t('Search students')}
          placeholder={t('Name or email')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PeopleChecklist
          title={t('In the class')}
          people={members}
          checked={checked}
          onChecked={setChecked}
          action={msg('Remove {{count}} from the class')}
          idleAction={msg('Remove from the class')}
          onAction={() =>
            change(
              'remove',
              members.map((p) => p.id).filter((id) => checked.includes(id)),
            )
          }
          pending={pending === 'remove'}
          disabled={pending !== null}
        />
        <PeopleChecklist
          title={t('Other students')}
          people={others}
          checked={checked}
          onChecked={setChecked}
          action={msg('Add {{count}} to the class')}
          idleAction={msg('Add to the class')}
          onAction={() =>
            change(
              'add',
              others.map((p) => p.id).filter((id) => checked.includes(id)),
            )
          }
          pending={pending === 'add'}
          disabled={pending !== null}
        />
      </SimpleGrid>
    </Stack>
  );
}
