// The privacy exports (issue 28): GET /api/student/{id}/export/ and /api/teacher/{id}/export/, a zip of
// everything held about one person, downloaded as a file.
import { api } from './index';

/** A person whose data may be exported: a student (their own, or an admin's student) or a teacher. */
export interface ExportedPerson {
  kind: 'student' | 'teacher';
  id: number;
}

export const downloadPersonData = (person: ExportedPerson) => api.download(`/api/${person.kind}/${person.id}/export/`);
