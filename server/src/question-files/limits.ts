import { AUTHORING_API_MESSAGES } from '@prep/domain';
import type { FileRule } from '../media/form';

/** Largest question file: a QTI package with its images (it may unpack to 50 MB, which the parser bounds). */
export const QUESTION_FILE_MAX_MB = 20;

export const QUESTION_FILE_RULES: Record<string, FileRule> = {
  file: {
    maxBytes: QUESTION_FILE_MAX_MB * 1_000_000,
    tooLarge: AUTHORING_API_MESSAGES.fileTooLarge(QUESTION_FILE_MAX_MB),
  },
};
