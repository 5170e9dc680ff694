import { CLASSROOM_MESSAGES, IMPORT_MESSAGES } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { classroomCsvProblem } from './classroomCsv';

describe('classroomCsvProblem', () => {
  it('lets a file through whose first line names the three columns', () => {
    expect(classroomCsvProblem('class_name,teacher_email,student_email\n9A,t@x.org,\n')).toBeNull();
    expect(classroomCsvProblem('\uFEFF"Class_Name", teacher_email ,student_email\r\n9A,,s@x.org')).toBeNull();
    expect(classroomCsvProblem('class_name,teacher_email,student_email,program\n9A,,s@x.org,SAT')).toBeNull();
  });

  it('reports a wrong header against row 0, and an empty file', () => {
    expect(classroomCsvProblem('class,teacher,student\n9A,,s@x.org')).toEqual({
      row: 0,
      field: 'class,teacher,student',
      message: CLASSROOM_MESSAGES.csvHeader,
    });
    expect(classroomCsvProblem('student_email,class_name,teacher_email')?.message).toBe(CLASSROOM_MESSAGES.csvHeader);
    expect(classroomCsvProblem(' \n')).toEqual({ row: 0, field: '', message: IMPORT_MESSAGES.empty });
  });
});
