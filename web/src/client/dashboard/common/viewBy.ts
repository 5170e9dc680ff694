// The Admin Dashboard's View By and status filters (client-student-warmups.md, Admin Dashboard), and
// what the page hands every view.
import { type Student, WARMUP_COURSE_TYPE } from '@prep/domain';

export type ViewBy = '1' | '2' | '3' | '4';
export const VIEW_OPTIONS: ReadonlyArray<{ value: ViewBy; label: string }> = [
  { value: '1', label: '1 Real Test' },
  { value: '2', label: '2 Personalized Test' },
  { value: '3', label: '3 Warmup Test' },
  { value: '4', label: '4 Warmup Personalized' },
];
/** Views 3 and 4 deal in warm-ups (program Warmup); 1 and 2 in real tests of the other programs. */
export const isWarmupView = (view: ViewBy) => view === '3' || view === '4';

/** The program a view starts on: Warmup for the warm-up views, else the student's first other program. */
export function programForView(programs: readonly string[], view: ViewBy, current = ''): string {
  const warmup = programs.find((p) => p === WARMUP_COURSE_TYPE);
  const others = programs.filter((p) => p !== WARMUP_COURSE_TYPE);
  if (isWarmupView(view)) return warmup ?? (programs.includes(current) ? current : (programs[0] ?? ''));
  if (current && current !== WARMUP_COURSE_TYPE && programs.includes(current)) return current;
  return others[0] ?? programs[0] ?? '';
}
/** The option's text, e.g. '3 Warmup Test'. */
export const viewLabel = (view: ViewBy) => VIEW_OPTIONS.find((o) => o.value === view)!.label;
/** The view's heading: its option's text without the number, e.g. 'Warmup Test'. */
export const viewTitle = (view: ViewBy) => viewLabel(view).replace(/^\d /, '');

export type StatusFilter = 'completed' | 'in_progress' | 'all';
export const FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'all', label: 'Show All' },
];

/** What the page gives the component of every View By: the selectors' state and the shared filter. */
export interface DashboardViewProps {
  /** The student chosen under Select Student, once the list has loaded. */
  student: Student | undefined;
  /** The program chosen under Select Program ('' for none). */
  program: string;
  /** The student's enrolled programs. */
  programs: readonly string[];
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
}

export const fullName = (s: Student) => [s.Student_First_Name, s.Student_Last_Name].filter(Boolean).join(' ');
