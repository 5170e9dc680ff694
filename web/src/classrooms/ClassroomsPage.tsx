import { Button, Checkbox, MultiSelect, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Classroom, CLASSROOM_MESSAGES, msg } from '@prep/domain';
import { classroomKeys, deleteClassroom, saveClassroom } from '../api/classrooms';
import { getCorrespondingTeachers, getStudents, peopleKeys } from '../api/people';
import { ProgramInput } from '../courses/ProgramInput';
import {
  confirmDelete,
  ListAndFormLayout,
  LoadError,
  MarkedInput,
  notifyFailure,
  RecordActions,
  serverFieldMarks,
  useRecordCalls,
  useRecordForm,
} from '../forms';
import { lazyPart } from '../routing/lazyPage';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { ClassRoster } from './ClassRoster';
import { ClassTransfer } from './ClassTransfer';
import { ClassWork } from './ClassWork';
import {
  CLASSROOM_FORM_FIELDS,
  classroomFieldMark,
  classroomFormOf,
  classroomInlineErrors,
  classroomPayload,
  classroomSubmitProblem,
  emptyClassroomForm,
  GRADE_VALUES,
} from './classroomForm';
import { useClassrooms } from './queries';
import { personOf } from './rosterLists';

/**
 * `/client/adminclassroom`, Assign to Classrooms: the client's classes on the left, the class form on the
 * right (add / update / delete / Cancel, Import and Export CSV) with the class's roster, and under both
 * the class's work: assign to the class, its assignments and its results (`?class=<id>` opens that class
 * first). With the client's switch off the server refuses the classes, and the screen says its message
 * instead.
 */
// Opened now and then: its code is fetched when first opened, so the screen's first load does not grow.
const OneRosterDialog = lazyPart(() => import('./OneRosterDialog'), 'OneRosterDialog');

export function ClassroomsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clientId = useSession()?.clientId ?? null;
  const classes = useClassrooms(clientId);
  const [rostering, setRostering] = useState(false);
  const teachers = useQuery({
    queryKey: peopleKeys.rosterOf('teachers', clientId),
    queryFn: () => getCorrespondingTeachers(clientId ?? 0),
    enabled: clientId !== null && classes.isSuccess,
  });
  const students = useQuery({
    queryKey: peopleKeys.dashboardStudents(clientId),
    queryFn: getStudents,
    enabled: classes.isSuccess,
  });

  const form = useRecordForm({
    empty: emptyClassroomForm,
    formOf: classroomFormOf,
    idOf: (c: Classroom) => c.id,
    check: classroomFieldMark,
    records: classes.data,
  });
  const { selectedId, mode, values, set, marks, markField, setMessages } = form;
  // `?class=<id>` (from a scan's results, issue 30): that class is the one open on arrival, in place of the first.
  const [params] = useSearchParams();
  const asked = Number(params.get('class'));
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first arrival of the list counts
  useEffect(() => {
    if (opened.current || !classes.data) return;
    opened.current = true;
    const record = classes.data.find((c) => c.id === asked);
    if (record) form.load(record);
  }, [classes.data]);
  const selected = classes.data?.find((c) => c.id === selectedId);

  /** Reads the classes again; the class just updated stays on the form with what was saved. */
  const reload = async (keep: number | null) => {
    await queryClient.invalidateQueries({ queryKey: classroomKeys.all });
    const fresh = queryClient.getQueryData<Classroom[]>(classroomKeys.list(clientId));
    const record = keep === null ? undefined : fresh?.find((c) => c.id === keep);
    if (record) form.load(record);
    else form.reset();
  };
  const calls = useRecordCalls({
    save: async (id: number | null, body: ReturnType<typeof classroomPayload>) => {
      await saveClassroom(id, body);
      return { message: id === null ? CLASSROOM_MESSAGES.added : CLASSROOM_MESSAGES.updated };
    },
    remove: async (id: number) => {
      await deleteClassroom(id);
      return { message: CLASSROOM_MESSAGES.deleted };
    },
    onChanged: (id) => void reload(mode === 'editing' && id !== null && id === selectedId ? id : null),
    onSaveError: (error) => setMessages(serverFieldMarks(error, CLASSROOM_FORM_FIELDS)),
    deleted: CLASSROOM_MESSAGES.deleted,
  });

  const submit = () => {
    const problem = classroomSubmitProblem(values);
    if (problem) {
      setMessages(classroomInlineErrors(values));
      notifyFailure(problem);
      return;
    }
    calls.save(selectedId, classroomPayload(values, selected?.students ?? []));
  };
  const askDelete = () => {
    if (selectedId === null) return;
    const id = selectedId;
    confirmDelete({ onConfirm: () => calls.remove(id), safeMessage: CLASSROOM_MESSAGES.safe });
  };

  const teacherOptions = (teachers.data?.teachers ?? []).map((teacher) => ({
    value: String(teacher.id),
    label: [teacher.First_Name, teacher.Last_Name].filter(Boolean).join(' ') || teacher.Email,
  }));
  const people = (students.data ?? []).map(personOf);

  if (classes.isError)
    return (
      <PageSection title={msg('Assign to Classrooms')} size="xl">
        <LoadError error={classes.error} />
      </PageSection>
    );

  return (
    <PageSection title={msg('Assign to Classrooms')} size="xl">
      <ListAndFormLayout
        listTitle={msg('Classes')}
        items={(classes.data ?? []).map((c) => ({
          id: c.id,
          label: c.archived ? `${c.class_name} (${t('archived')})` : c.class_name,
        }))}
        selectedId={selectedId}
        onSelect={form.select}
        emptyText={classes.isPending ? msg('Loading…') : msg('No classes yet')}
        // The first class is open on arrival: a blank form for another class is this button, not a trick.
        listHeader={
          <Button variant="light" size="xs" onClick={() => form.reset()} disabled={calls.pending !== null}>
            {t('New class')}
          </Button>
        }
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {selected ? t('Edit class') : t('New class')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            <MarkedInput
              label={msg('Class name')}
              value={values.class_name}
              mark={marks.class_name}
              onChange={(value) => set('class_name', value)}
              onBlur={(value) => markField('class_name', value)}
            />
            <ProgramInput
              value={values.program}
              mark={marks.program}
              onChange={(value) => set('program', value)}
              onBlur={(value) => markField('program', value)}
            />
            <NativeSelect
              label={t('Grade level')}
              value={values.grade_level}
              onChange={(event) => set('grade_level', event.currentTarget.value)}
              data={GRADE_VALUES.map((value) => ({
                value,
                label: value === '' ? t('No grade') : t(value),
              }))}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('Teachers')}
            placeholder={teacherOptions.length ? t('Choose teachers') : undefined}
            data={teacherOptions}
            value={values.teachers}
            onChange={(value) => set('teachers', value)}
            searchable
            clearable
            nothingFoundMessage={t('No teacher found')}
          />
          <Checkbox
            label={t('Archived')}
            checked={values.archived}
            onChange={(event) => set('archived', event.currentTarget.checked)}
          />
          <RecordActions
            mode={mode}
            dirty={form.dirty}
            pending={calls.pending}
            onAdd={submit}
            onUpdate={submit}
            onDelete={askDelete}
            onCancel={() => form.reset()}
            extra={
              <>
                <ClassTransfer onImported={() => reload(null)} disabled={clientId === null} />
                <Button variant="light" onClick={() => setRostering(true)} disabled={clientId === null}>
                  {t('Import from OneRoster')}
                </Button>
              </>
            }
          />
          {selected ? (
            <ClassRoster classroom={selected} people={people} />
          ) : (
            <Text size="sm">{t('Add the class, then choose its students.')}</Text>
          )}
        </Stack>
      </ListAndFormLayout>
      {selected && <ClassWork key={selected.id} classroom={selected} />}
      {rostering && (
        <Suspense fallback={null}>
          <OneRosterDialog
            opened
            onClose={() => setRostering(false)}
            onImported={() =>
              Promise.all([reload(null), queryClient.invalidateQueries({ queryKey: peopleKeys.roster })])
            }
          />
        </Suspense>
      )}
    </PageSection>
  );
}
