import { CLASSROOM_MESSAGES } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import {
  classroomFieldMark,
  classroomFormOf,
  classroomPayload,
  classroomSubmitProblem,
  emptyClassroomForm,
} from './classroomForm';

describe('the class form', () => {
  it('loads a class and sends it back with its roster as it stands', () => {
    const values = classroomFormOf({
      id: 4,
      client: 1,
      class_name: '9A',
      program: 'SAT',
      grade_level: 'Grade 9',
      teachers: [3, 5],
      students: [7, 8],
      archived: false,
    });
    expect(values).toEqual({
      class_name: '9A',
      program: 'SAT',
      grade_level: 'Grade 9',
      teachers: ['3', '5'],
      archived: false,
    });
    expect(classroomPayload({ ...values, class_name: ' 9B ', grade_level: '' }, [7, 8])).toEqual({
      class_name: '9B',
      program: 'SAT',
      grade_level: '',
      teachers: [3, 5],
      students: [7, 8],
      archived: false,
    });
  });

  it('stops a form without a name or a program, with the domain messages, in the form order', () => {
    expect(classroomSubmitProblem(emptyClassroomForm())).toBe(CLASSROOM_MESSAGES.className);
    expect(classroomSubmitProblem({ ...emptyClassroomForm(), class_name: '9A' })).toBe(CLASSROOM_MESSAGES.program);
    expect(classroomSubmitProblem({ ...emptyClassroomForm(), class_name: '9A', program: 'SAT' })).toBeNull();
    expect(
      classroomSubmitProblem({ ...emptyClassroomForm(), class_name: '9A', program: 'SAT', grade_level: '13' }),
    ).toBe(CLASSROOM_MESSAGES.gradeLevel);
  });

  it('marks one field on blur', () => {
    expect(classroomFieldMark('class_name', '  ')).toBe(CLASSROOM_MESSAGES.className);
    expect(classroomFieldMark('class_name', '9A')).toBeUndefined();
    expect(classroomFieldMark('grade_level', '12')).toBeUndefined();
    expect(classroomFieldMark('grade_level', '0')).toBe(CLASSROOM_MESSAGES.gradeLevel);
  });
});
