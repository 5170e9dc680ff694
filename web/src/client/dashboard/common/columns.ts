import { msg } from '@prep/domain';

/** The spec's columns of both result tables (real tests and warm-ups), in order. */
export const RESULT_COLUMNS = [
  msg('Date'),
  msg('Test type'),
  msg('test name'),
  msg('Comments'),
  msg('Scores and Answers'),
  msg('Analyse Test'),
  msg('Admin actions'),
  msg('Remove'),
];
