// The courses (programs a student enrols in, test types): GET and POST /api/courses/.
import type { CourseInput, CourseRecord, CourseSaved } from '@prep/domain';
import { api } from './index';

export const courseKeys = { all: ['courses'] as const };

export const getCourses = () => api.get<CourseRecord[]>('/api/courses/');
export const addCourse = (body: CourseInput) => api.post<CourseSaved>('/api/courses/', body);
