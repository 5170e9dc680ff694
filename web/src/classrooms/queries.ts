// What the class screens read and write: the classes, a class's results, and the class-wide actions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassroomAssignInput, ClassroomTarget } from '@prep/domain';
import {
  assignPreparationTests,
  assignToClassroom,
  assignToNewcomers,
  classroomKeys,
  getClassroomResults,
  getClassrooms,
  reassignBelow,
  releaseClassroomResults,
} from '../api/classrooms';
import { sittingKeys } from '../api/sittings';
import { warmupKeys } from '../api/warmups';
import { errorMessage, notifyFailure } from '../forms';

/** GET /api/classroom/: the client admin's classes, or the teacher's own. */
export function useClassrooms(clientId: number | null) {
  return useQuery({ queryKey: classroomKeys.list(clientId), queryFn: getClassrooms, retry: false });
}

/** GET /api/classroom/{id}/results/: students × assignments, fresh on every visit. */
export function useClassroomResults(classroomId: number | null) {
  return useQuery({
    queryKey: classroomKeys.results(classroomId ?? 0),
    queryFn: () => getClassroomResults(classroomId ?? 0),
    enabled: classroomId !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * A class's actions. Each answers what it did (the caller shows it); a failure pops up the server's
 * message. The class results, and the per-student lists of the Admin Dashboard, are read again after.
 */
export function useClassroomActions(classroomId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: classroomKeys.results(classroomId) });
    void queryClient.invalidateQueries({ queryKey: sittingKeys.all });
    void queryClient.invalidateQueries({ queryKey: warmupKeys.allResults });
  };
  const fail = (error: unknown) => notifyFailure(errorMessage(error));
  return {
    assign: useMutation({
      mutationFn: (body: ClassroomAssignInput) => assignToClassroom(classroomId, body),
      onSuccess: refresh,
      onError: fail,
    }),
    newcomers: useMutation({ mutationFn: () => assignToNewcomers(classroomId), onSuccess: refresh, onError: fail }),
    reassign: useMutation({
      mutationFn: ({ target, below }: { target: ClassroomTarget; below: number }) =>
        reassignBelow(classroomId, target, below),
      onSuccess: refresh,
      onError: fail,
    }),
    preparation: useMutation({
      mutationFn: (masterQnsbank: number) => assignPreparationTests(classroomId, masterQnsbank),
      onSuccess: refresh,
      onError: fail,
    }),
    release: useMutation({
      mutationFn: (target: ClassroomTarget) => releaseClassroomResults(classroomId, target),
      onSuccess: refresh,
      onError: fail,
    }),
  };
}
