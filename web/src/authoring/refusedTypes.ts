import { msg, type RefusedType } from '@prep/domain';

/** What kind of question a file held that cannot be imported, as the refused list names it (t() shows it). */
export const REFUSED_TYPE_LABELS: Record<RefusedType, string> = {
  essay: msg('essay'),
  'short answer': msg('short answer'),
  numerical: msg('numerical'),
  matching: msg('matching'),
  ordering: msg('ordering'),
  description: msg('description'),
  'partial credit': msg('partial credit'),
  'check boxes': msg('check boxes'),
  'too many options': msg('too many options'),
  'other interaction': msg('other interaction'),
  invalid: msg('invalid'),
};
