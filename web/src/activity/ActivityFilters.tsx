import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditActorRole } from '@prep/domain';
import type { AuditFilter } from '../api/audit';
import { errorMessage } from '../forms';
import { say } from '../i18n/say';
import { clientKeys, getClientAdmins, getClients } from '../api/clients';
import { getTeachersAndStudents, peopleKeys } from '../api/people';
import {
  ACTOR_ROLES,
  actionLabel,
  KNOWN_ACTIONS,
  KNOWN_SUBJECT_TYPES,
  ROLE_WORDS,
  subjectTypeLabel,
} from './eventWords';

/** What the filters hold as chosen: the days as the date inputs give them (YYYY-MM-DD). */
export interface ActivityChoice {
  client: number | null;
  action: string | null;
  subjectType: string | null;
  role: AuditActorRole | null;
  actor: number | null;
  student: number | null;
  from: string;
  to: string;
}

export const NO_CHOICE: ActivityChoice = {
  client: null,
  action: null,
  subjectType: null,
  role: null,
  actor: null,
  student: null,
  from: '',
  to: '',
};

/** A day of the date input as an instant of the viewer's day: its first millisecond, or its last. */
function dayEdge(day: string, end: boolean): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  const at = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The API's filter of a choice: a day from its start, a day to its end, in the viewer's time zone. */
export function filterOf(choice: ActivityChoice): AuditFilter {
  const filter: AuditFilter = {
    client: choice.client ?? undefined,
    action: choice.action ?? undefined,
    subject_type: choice.subjectType ?? undefined,
    actor_role: choice.role ?? undefined,
    actor: choice.role === null ? undefined : (choice.actor ?? undefined),
    student: choice.student ?? undefined,
    from: dayEdge(choice.from, false),
    to: dayEdge(choice.to, true),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as AuditFilter;
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

interface ActivityFiltersProps {
  choice: ActivityChoice;
  onChange: (choice: ActivityChoice) => void;
  /** The super admin chooses the client; a client admin's events are their client's already. */
  chooseClient: boolean;
  /** The client admin's own client (their students and teachers to choose from). */
  ownClient: number | null;
}

/** The Activity screen's filters: client (super admin), action, kind of record, who acted, student, days. */
export function ActivityFilters({ choice, onChange, chooseClient, ownClient }: ActivityFiltersProps) {
  const { t } = useTranslation();
  const set = (change: Partial<ActivityChoice>) => onChange({ ...choice, ...change });
  const clientId = chooseClient ? choice.client : ownClient;
  const clients = useQuery({ queryKey: clientKeys.list, queryFn: getClients, enabled: chooseClient });
  const roster = useQuery({
    queryKey: peopleKeys.rosterOf('students', clientId),
    queryFn: () => getTeachersAndStudents(clientId ?? 0),
    enabled: clientId !== null,
  });
  const admins = useQuery({
    queryKey: clientKeys.admins(clientId),
    queryFn: () => getClientAdmins(clientId ?? 0),
    enabled: chooseClient && clientId !== null,
  });
  const students = (roster.data?.students ?? []).map((s) => ({
    value: String(s.student_id),
    label: fullName(s.Student_First_Name, s.Student_Last_Name),
  }));
  const people: Partial<Record<AuditActorRole, Array<{ value: string; label: string }>>> = {
    student: students,
    teacher: (roster.data?.teachers ?? []).map((p) => ({
      value: String(p.id),
      label: fullName(p.First_Name, p.Last_Name),
    })),
    clientadmin: (admins.data ?? []).map((p) => ({
      value: String(p.client_admin_id),
      label: fullName(p.FirstName, p.LastName),
    })),
  };
  const persons = choice.role ? (people[choice.role] ?? []) : [];
  // A list that could not be read says why under its box (the events themselves still show).
  const failed = (read: { error: unknown }) => (read.error ? say(t, errorMessage(read.error)) : undefined);
  const pick = { searchable: true, clearable: true, comboboxProps: { withinPortal: true } } as const;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
      {chooseClient && (
        <Select
          {...pick}
          label={t('Client')}
          placeholder={t('All clients')}
          data={(clients.data ?? []).map((c) => ({ value: String(c.client_id), label: c.ClientName }))}
          error={failed(clients)}
          value={choice.client === null ? null : String(choice.client)}
          onChange={(value) => set({ client: idOrNull(value), student: null, actor: null })}
        />
      )}
      <Select
        {...pick}
        label={t('Action')}
        placeholder={t('Any action')}
        data={KNOWN_ACTIONS.map((action) => ({ value: action, label: actionLabel(t, action) }))}
        value={choice.action}
        onChange={(value) => set({ action: value })}
      />
      <Select
        {...pick}
        label={t('Kind of record')}
        placeholder={t('Any kind')}
        data={KNOWN_SUBJECT_TYPES.map((type) => ({ value: type, label: subjectTypeLabel(t, type) }))}
        value={choice.subjectType}
        onChange={(value) => set({ subjectType: value })}
      />
      <Select
        {...pick}
        label={t('Done by (role)')}
        placeholder={t('Anyone')}
        data={ACTOR_ROLES.map((role) => ({ value: role, label: t(ROLE_WORDS[role]) }))}
        value={choice.role}
        onChange={(value) => set({ role: value as AuditActorRole | null, actor: null })}
      />
      <Select
        {...pick}
        label={t('Done by (person)')}
        placeholder={t('Anyone')}
        data={persons}
        error={failed(choice.role === 'clientadmin' ? admins : roster)}
        disabled={persons.length === 0}
        value={choice.actor === null ? null : String(choice.actor)}
        onChange={(value) => set({ actor: idOrNull(value) })}
      />
      <Select
        {...pick}
        label={t('Student')}
        placeholder={clientId === null ? t('Choose a client first') : t('Any student')}
        data={students}
        error={failed(roster)}
        disabled={clientId === null}
        value={choice.student === null ? null : String(choice.student)}
        onChange={(value) => set({ student: idOrNull(value) })}
      />
      <TextInput
        type="date"
        label={t('From')}
        value={choice.from}
        max={choice.to || undefined}
        onChange={(event) => set({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('To')}
        value={choice.to}
        min={choice.from || undefined}
        onChange={(event) => set({ to: event.currentTarget.value })}
      />
      <Group align="flex-end">
        <Button variant="subtle" onClick={() => onChange({ ...NO_CHOICE })}>
          {t('Clear filters')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
