import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Student, storedWordLabel } from '@prep/domain';
import { byLanguage } from './common/testLanguage';
import { fullName, VIEW_OPTIONS, type ViewBy } from './common/viewBy';

/** The Available Test selector as the current view sets it up. */
export interface AvailableTest {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  description?: string | undefined;
  loading: boolean;
  /** The tests to choose from: their names, and their language (test_lang_type) when known. */
  options: { value: string; label: string; language?: string | null }[];
}

interface DashboardSelectorsProps {
  students: readonly Student[];
  studentsLoading: boolean;
  studentId: string;
  onStudent: (studentId: string) => void;
  student: Student | undefined;
  program: string;
  programs: readonly string[];
  onProgram: (program: string) => void;
  view: ViewBy;
  onView: (view: ViewBy) => void;
  availableTest: AvailableTest;
  /** Select Class, beside Select Student, when the client assigns to classes. */
  classPicker?: ReactNode;
}

/** Select Student (and Select Class), Select Program (the student's enrolled courses), View By and Available Test. */
export function DashboardSelectors({
  students,
  studentsLoading,
  studentId,
  onStudent,
  student,
  program,
  programs,
  onProgram,
  view,
  onView,
  availableTest,
  classPicker,
}: DashboardSelectorsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: classPicker ? 5 : 4 }} spacing="md">
      <NativeSelect
        label={t('Select Student')}
        value={studentId}
        onChange={(e) => onStudent(e.currentTarget.value)}
        data={[
          { value: '', label: studentsLoading ? t('Loading…') : t('Select Student') },
          ...students.map((s) => ({ value: String(s.student_id), label: fullName(s) || s.email })),
        ]}
      />
      {classPicker}
      <NativeSelect
        label={t('Select Program')}
        value={program}
        onChange={(e) => onProgram(e.currentTarget.value)}
        disabled={!student}
        data={[
          { value: '', label: t('Select Program') },
          ...programs.map((p) => ({ value: p, label: storedWordLabel(t, p) })),
        ]}
      />
      <NativeSelect
        label={t('View By')}
        value={view}
        onChange={(e) => onView(e.currentTarget.value as ViewBy)}
        data={VIEW_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
      />
      <NativeSelect
        label={t('Available Test')}
        value={availableTest.value}
        onChange={(e) => availableTest.onChange(e.currentTarget.value)}
        disabled={availableTest.disabled}
        description={availableTest.description ? t(availableTest.description) : undefined}
        data={[
          { value: '', label: availableTest.loading ? t('Loading…') : t('Select Test') },
          ...byLanguage(availableTest.options, t),
        ]}
      />
    </SimpleGrid>
  );
}
