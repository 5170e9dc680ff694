import { useParams } from 'react-router';
import { msg } from '@prep/domain';
import { PageSection } from '../shell/PageSection';
import { FluencyReport } from './FluencyReport';

/** `/client|/teacher/student/:studentId/fluency`: one student's facts' grid, opened from their Progress. */
export function StudentFluencyPage() {
  const studentId = Number(useParams().studentId);
  return (
    <PageSection title={msg('Fact fluency')} size="lg">
      <FluencyReport kind="student" id={studentId} />
    </PageSection>
  );
}
