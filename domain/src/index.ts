export * from './constants';
export * from './time';
export * from './messages';
export * from './answers';
export * from './auth';
export * from './errors';
export * from './courses';
export * from './patterns';
export * from './quizzes';
export * from './quiz-api';
export * from './grants';
export * from './warmups';
export * from './warmup-equations';
export * from './warmup-import';
export * from './warmup-grading';
export * from './warmup-timer';
export * from './clock';
export * from './accommodations';
export * from './warmup-personalization';
export {
  type InlineCheck,
  idParam,
  idParams,
  inlineError,
  LONG_TEXT_MAX,
  NOT_FOUND,
  PG_INT_MAX,
  requiredId,
  SHORT_TEXT_MAX,
  nameTooLong,
} from './fields';
export * from './clients';
export * from './client-admins';
export * from './master';
export * from './contact';
export * from './password-reset';
export * from './person-fields';
export * from './teacher';
export * from './student';
export * from './people-import';
export * from './people-csv';
export * from './roster';
export * from './warmup-order';
export * from './warmup-api';
export * from './media';
export * from './option-labels';
export * from './sitting-grading';
export * from './paper-sitting';
export * from './sitting-messages';
export * from './sitting-lifecycle';
export * from './preparation-tests';
export * from './sitting-schemas';
export * from './sitting-answers';
export * from './result-pages';
export * from './sitting-api';
export * from './sitting-views';
export * from './sitting-assignment';
export * from './authoring-options';
export * from './question-bank';
export * from './question-tags';
export * from './question-gift';
export * from './question-aiken';
export * from './qti-import';
export * from './qti-export';
export { QTI_PACKAGE_MAX_BYTES, QTI_PACKAGE_MAX_FILES } from './qti-xml';
export * from './test-json';
export * from './authoring';
export * from './question-records';
export * from './math-segments';
export * from './authoring-api';
export * from './step-videos';
