import { useEffect, useMemo, useState } from 'react';
import { msg, readPrograms, WARMUP_COURSE_TYPE } from '@prep/domain';
import { useSession } from '../../session';
import { type AssignedAnswer, AssignedReport } from '../../classrooms/AssignedReport';
import { SelectClass } from '../../classrooms/SelectClass';
import { PageSection } from '../../shell/PageSection';
import { useClientBranding } from '../../shell/useClientBranding';
import type { WarmupResultSummary } from '../../warmup/types';
import { TimerStudentContext } from './common/TimerDialog';
import { LoadError } from './common/ViewParts';
import { type DashboardViewProps, isWarmupView, programForView, type StatusFilter, type ViewBy } from './common/viewBy';
import { DashboardSelectors } from './DashboardSelectors';
import { useDashboardStudents } from './queries';
import { PersonalizedTestView } from './real-test/PersonalizedTestView';
import { RealTestView } from './real-test/RealTestView';
import { useRealTestDashboard } from './real-test/useRealTestDashboard';
import { useWarmupDashboard } from './warmup/useWarmupDashboard';
import { WarmupPersonalizedView } from './warmup/WarmupPersonalizedView';
import { WarmupTestView } from './warmup/WarmupTestView';

/**
 * `/client/assigntest`, Admin Dashboard: the selectors, then the component of the view chosen under View
 * By (1 Real Test, 2 Personalized Test, 3 Warmup Test, 4 Warmup Personalized), each with its table,
 * filters and dialogs.
 */
export function AdminDashboardPage() {
  const session = useSession();
  const clientId = session?.clientId ?? null;
  const students = useDashboardStudents(clientId);
  const classrooms = useClientBranding(clientId).assignTestForClass;

  const [studentId, setStudentId] = useState('');
  const [program, setProgram] = useState('');
  const [view, setView] = useState<ViewBy>('1');
  const [filter, setFilter] = useState<StatusFilter>('all');

  const sid = Number(studentId);
  const student = students.data?.find((s) => s.student_id === sid);
  const programs = useMemo(() => (student ? readPrograms(student.Enroll_Program) : []), [student]);
  // A per-student assignment the server skipped is reported as a class's is: "0 assigned, 1 skipped", and why.
  const [skipped, setSkipped] = useState<AssignedAnswer | null>(null);
  const onSkipped = (title: string, reason: string) =>
    setSkipped({ title, answer: { created: 0, skipped: [{ student: sid, reason }] } });
  const warmups = useWarmupDashboard({ clientId, studentId: sid, student, onSkipped });
  const realTests = useRealTestDashboard({ clientId, studentId: sid, student, program, onSkipped });

  // A student's programs: the warm-up views go with the Warmup program, views 1 and 2 with the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new student's programs reset the program
  useEffect(() => {
    setProgram(programForView(programs, view));
  }, [programs]);

  const changeView = (value: ViewBy) => {
    setView(value);
    setProgram((current) => programForView(programs, value, current));
  };
  const changeProgram = (value: string) => {
    setProgram(value);
    if (value === WARMUP_COURSE_TYPE) {
      if (!isWarmupView(view)) setView('3');
    } else if (value && isWarmupView(view)) {
      setView('1');
    }
  };
  const personalizeFrom = (r: WarmupResultSummary) => {
    warmups.setSourceId(String(r.result_id));
    setView('4');
  };

  const loadFailed = [students, warmups.sets].find((q) => q.isError);
  const shared: DashboardViewProps = { student, program, programs, filter, onFilter: setFilter };

  return (
    <PageSection title={msg('Admin Dashboard')} size="xl">
      <TimerStudentContext value={student}>
        <DashboardSelectors
          students={students.data ?? []}
          studentsLoading={students.isPending}
          studentId={studentId}
          onStudent={setStudentId}
          student={student}
          program={program}
          programs={programs}
          onProgram={changeProgram}
          view={view}
          onView={changeView}
          availableTest={isWarmupView(view) ? warmups.availableTest(view) : realTests.availableTest(view)}
          classPicker={classrooms ? <SelectClass clientId={clientId} /> : undefined}
        />
        {loadFailed && <LoadError error={loadFailed.error} />}
        {view === '1' && <RealTestView {...shared} realTests={realTests} />}
        {view === '2' && <PersonalizedTestView {...shared} realTests={realTests} />}
        {view === '3' && <WarmupTestView {...shared} warmups={warmups} onPersonalize={personalizeFrom} />}
        {view === '4' && <WarmupPersonalizedView {...shared} warmups={warmups} onPersonalize={personalizeFrom} />}
        <AssignedReport
          report={skipped}
          students={
            student
              ? [
                  {
                    student_id: student.student_id,
                    first_name: student.Student_First_Name,
                    last_name: student.Student_Last_Name,
                    email: student.email,
                  },
                ]
              : []
          }
          onClose={() => setSkipped(null)}
        />
      </TimerStudentContext>
    </PageSection>
  );
}
