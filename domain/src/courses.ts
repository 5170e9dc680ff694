import { z } from 'zod';
import { requiredText } from './auth';
import { msg } from './i18n';

export const COURSE_NAME_REQUIRED = msg('Please Enter Course name');
export const COURSE_DESCRIPTION_REQUIRED = msg('Please Enter Course description');

export const courseSchema = z.object({
  course_type: requiredText(COURSE_NAME_REQUIRED),
  course_short_descr: requiredText(COURSE_DESCRIPTION_REQUIRED),
  course_long_descr: requiredText(COURSE_DESCRIPTION_REQUIRED),
});
export type CourseInput = z.input<typeof courseSchema>;

export const COURSE_ADDED = msg('Course Added Successfully');
/** The legacy screen showed this on any failed add (§8); the server now says what failed. */
export const COURSE_ADD_FAILED = COURSE_DESCRIPTION_REQUIRED;

/** A course as the API returns it (GET /api/courses/, and the course list of GET /quiz/quizwithcourse/). */
export const courseRecordSchema = z.object({
  course_id: z.number(),
  course_type: z.string(),
  course_short_descr: z.string(),
  course_long_descr: z.string(),
});
export type CourseRecord = z.infer<typeof courseRecordSchema>;

/** POST /api/courses/ */
export const courseSavedSchema = courseRecordSchema.extend({ message: z.string() });
export type CourseSaved = z.infer<typeof courseSavedSchema>;
