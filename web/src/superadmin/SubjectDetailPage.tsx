import { Alert, Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { say } from '../i18n/say';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COURSE_ADD_FAILED,
  COURSE_ADDED,
  type CourseInput,
  type CourseRecord,
  courseSchema,
  msg,
  storedWordLabel,
} from '@prep/domain';
import { ApiError } from '../api';
import { addCourse, courseKeys } from '../api/courses';
import {
  ListAndFormLayout,
  notifyFailure,
  notifySuccess,
  RecordActions,
  requiredInput,
  errorMessage,
  fieldErrors,
  serverFieldErrors,
} from '../forms';
import { useCourses } from '../courses/useCourses';
import { PageSection } from '../shell/PageSection';

type CourseField = keyof CourseInput;

const EMPTY: Record<CourseField, string> = { course_type: '', course_short_descr: '', course_long_descr: '' };

/**
 * `/superadmin/subjectdetail`, Manage Subjects: the courses on the left (a course picked is shown, read
 * only), and the form to add one.
 */
export function SubjectDetailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const courses = useCourses();
  const list = courses.data ?? [];

  const [selected, setSelected] = useState<CourseRecord | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CourseField, string>>>({});
  const [dirty, setDirty] = useState(false);

  const reset = () => {
    setSelected(null);
    setValues(EMPTY);
    setErrors({});
    setDirty(false);
  };

  const select = (id: number) => {
    const course = list.find((item) => item.course_id === id);
    if (!course) return;
    setSelected(course);
    setValues({
      course_type: course.course_type,
      course_short_descr: course.course_short_descr,
      course_long_descr: course.course_long_descr,
    });
    setErrors({});
    setDirty(false);
  };

  const set = (field: CourseField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDirty(true);
  };

  const add = useMutation({
    mutationFn: (body: CourseInput) => addCourse(body),
    onSuccess: (result) => {
      notifySuccess(result.message || COURSE_ADDED);
      reset();
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      // The server says what failed; the legacy text only when it could not be asked.
      notifyFailure(error instanceof ApiError ? errorMessage(error) : COURSE_ADD_FAILED);
    },
  });

  const submit = () => {
    const parsed = courseSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      notifyFailure(parsed.error.issues[0]?.message ?? COURSE_ADD_FAILED);
      return;
    }
    add.mutate(parsed.data);
  };

  const readOnly = selected !== null;
  const common = (field: CourseField, label: string) => ({
    label: t(label),
    value: values[field],
    ...requiredInput(!readOnly),
    readOnly,
    error: errors[field] ? t(errors[field]) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  return (
    <PageSection title={msg('Manage Subjects')} size="lg">
      {courses.isError && (
        <Alert color="red" title={t('Oops!')} role="alert">
          {say(t, errorMessage(courses.error))}
        </Alert>
      )}
      <ListAndFormLayout
        listTitle={msg('Subjects')}
        items={list.map((course) => ({ id: course.course_id, label: storedWordLabel(t, course.course_type) }))}
        selectedId={selected?.course_id ?? null}
        onSelect={select}
        listHeader={
          <Button variant="light" size="xs" onClick={reset} disabled={!selected && !dirty}>
            {t('New course')}
          </Button>
        }
        emptyText={courses.isPending ? msg('Loading…') : msg('No records yet')}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {selected ? selected.course_type : t('Add a course')}
          </Title>
          <TextInput {...common('course_type', msg('Course Name'))} autoComplete="off" />
          <TextInput {...common('course_short_descr', msg('Short Description'))} autoComplete="off" />
          <Textarea {...common('course_long_descr', msg('Long Description'))} rows={3} />
          <RecordActions
            mode={selected ? 'editing' : 'new'}
            dirty={dirty}
            pending={add.isPending ? 'add' : null}
            onAdd={submit}
            onCancel={reset}
          />
        </Stack>
      </ListAndFormLayout>
    </PageSection>
  );
}
