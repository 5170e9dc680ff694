// What the Print for paper dialog reads, straight from the API with the keys the class screens and the
// Admin Dashboard use (so their caches are shared): the classes, a class's students, the tests granted
// of a program. Read here rather than through those screens' hooks, since each of them shows this dialog.
import { type NestedQuiz, type QuizGrant, testsToAssign, updateQuizGrantSchema } from '@prep/domain';
import { useQuery } from '@tanstack/react-query';
import { classroomKeys, getClassroomResults, getClassrooms } from '../api/classrooms';
import { getGrants, grantKeys } from '../api/grants';
import { getTestsOfType } from '../api/tests';

/** GET /api/classroom/: the client admin's classes, or the teacher's own; read only when `enabled`. */
export function useClassList(clientId: number | null, enabled: boolean) {
  return useQuery({ queryKey: classroomKeys.list(clientId), queryFn: getClassrooms, retry: false, enabled });
}

/** A class's students (from its results), to choose some and to name the skipped ones. */
export function useClassStudents(classroomId: number | null) {
  return useQuery({
    queryKey: classroomKeys.results(classroomId ?? 0),
    queryFn: () => getClassroomResults(classroomId ?? 0),
    enabled: classroomId !== null,
    select: (results) => results.students,
  });
}

/** The test ids of the client's grants (assignedquiz is JSON text). */
function grantedIds(grants: readonly QuizGrant[]): Set<number> {
  return new Set(
    grants.flatMap((g) => {
      const parsed = updateQuizGrantSchema.shape.assignedquiz.safeParse(g.assignedquiz);
      return parsed.success ? (parsed.data ?? []) : [];
    }),
  );
}

/** The real tests granted to the client of a program, by name ('' reads nothing). */
export function useGrantedOfProgram(clientId: number | null, program: string) {
  return useQuery({
    queryKey: grantKeys.grantedTests(clientId, program),
    queryFn: async () => {
      const [grants, tests] = await Promise.all([getGrants(), getTestsOfType(program)]);
      return { grants, tests };
    },
    enabled: program !== '',
    select: ({ grants, tests }) => {
      const granted = grantedIds(grants);
      const candidates = tests
        .filter((q: NestedQuiz) => granted.has(q.master_qnsbank_id))
        .map((q) => ({ ...q, question_count: q.question.length }));
      return testsToAssign(candidates, program).sort((a, b) => a.test_name.localeCompare(b.test_name));
    },
  });
}
