import { NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useClassroomResults } from '../classrooms/queries';
import { msg } from '@prep/domain';
import { PageSection } from '../shell/PageSection';
import { FluencyReport } from './FluencyReport';

/**
 * `…/fluency/class/:id` (a client admin, a teacher of the class): the facts' grid of the whole class,
 * or of one of its students chosen from the roster.
 */
export function ClassFluencyPage() {
  const { t } = useTranslation();
  const classroomId = Number(useParams().id);
  const results = useClassroomResults(Number.isInteger(classroomId) ? classroomId : null);
  const [student, setStudent] = useState('');
  const students = results.data?.students ?? [];
  const chosen = students.find((s) => String(s.student_id) === student);
  return (
    <PageSection title={msg('Fact fluency')} size="lg">
      {results.data && <Text fw={600}>{t('Class: {{name}}', { name: results.data.classroom.class_name })}</Text>}
      <NativeSelect
        label={t('Show')}
        value={student}
        onChange={(event) => setStudent(event.currentTarget.value)}
        data={[
          { value: '', label: t('The whole class') },
          ...students.map((s) => ({ value: String(s.student_id), label: `${s.first_name} ${s.last_name}` })),
        ]}
        maw={360}
      />
      {chosen ? (
        <FluencyReport key={chosen.student_id} kind="student" id={chosen.student_id} />
      ) : (
        <FluencyReport kind="classroom" id={classroomId} />
      )}
    </PageSection>
  );
}
