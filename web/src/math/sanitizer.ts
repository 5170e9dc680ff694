// The rich-text sanitiser (js-xss and its allow-list, from domain) as its own chunk: only a page showing an
// html question downloads it, so the student's first load stays within its budget.
export { sanitizeRichText } from '@prep/domain';
