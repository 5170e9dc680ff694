// The Admin Dashboard's View By and status filters (client-student-warmups.md, Admin Dashboard), and
// what the page hands every view.
import { msg, type Student, WARMUP_COURSE_TYPE } from '@prep/domain';

export type ViewBy = '1' | '2' | '3' | '4';
/** Each view's option (with its number, as the spec lists them) and its heading (without). */
export const VIEW_OPTIONS: ReadonlyArray<{ value: ViewBy; label: string; title: string }> = [
  { value: '1', label: msg('1 Real Test'), title: msg('Real Test') },
  { value: '2', label: msg('2 Personalized Test'), title: msg('Personalized Test') },
  { value: '3', label: msg('3 Warmup Test'), title: msg('Warmup Test') },
  { value: '4', label: msg('4 Warmup Personalized'), title: msg('Warmup Personalized') },
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
const optionOf = (view: ViewBy) => VIEW_OPTIONS.find((o) => o.value === view)!;
/** The option's text, e.g. '3 Warmup Test'. */
export const viewLabel = (view: ViewBy) => optionOf(view).label;
/** The view's heading: its option's text without the number, e.g. 'Warmup Test'. */
export const viewTitle = (view: ViewBy) => optionOf(view).title;

export type StatusFilter = 'completed' | 'in_progress' | 'all';
export const FILTER_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'completed', label: msg('Completed') },
  { value: 'in_progress', label: msg('In Progress') },
  { value: 'all', label: msg('Show All') },
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
