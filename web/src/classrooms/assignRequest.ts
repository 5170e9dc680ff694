// What the Assign to Class dialog sends: the kind, the test or warm-up set, the timer, the pause (a real
// test) and the window, checked by the domain's schema before anything goes to the server.
import {
  CLASSROOM_MESSAGES,
  type ClassroomAssignInput,
  classroomAssignSchema,
  PAUSE_LIMIT_MAX_MINUTES,
  SITTING_MESSAGES,
} from '@prep/domain';
import { localInputToIso } from './classWindow';

export type AssignKind = 'test' | 'warmup';

export interface AssignChoice {
  kind: AssignKind;
  /** The test (kind 'test') or warm-up set (kind 'warmup') chosen; '' for none. */
  quiz: string;
  timer: boolean;
  /** hh:mm:ss; 00:00:00 is the section duration. */
  time: string;
  pauseAllowed: boolean;
  /** '' while the field is cleared. */
  pauseMinutes: number | '';
  /** The date-time inputs' values ('' for no bound). */
  opensAt: string;
  closesAt: string;
}

export type AssignRequest = { ok: true; body: ClassroomAssignInput } | { ok: false; message: string };

/** The request body, or the first message that stops it (the domain's words). */
export function assignRequest(choice: AssignChoice): AssignRequest {
  if (!choice.quiz)
    return {
      ok: false,
      message: choice.kind === 'test' ? SITTING_MESSAGES.selectTest : CLASSROOM_MESSAGES.selectWarmup,
    };
  const opens = localInputToIso(choice.opensAt);
  const closes = localInputToIso(choice.closesAt);
  if (opens === null || closes === null) return { ok: false, message: CLASSROOM_MESSAGES.dateTime };
  const common = {
    timer: choice.timer,
    student_timer: choice.time,
    opens_at: opens,
    closes_at: closes,
  };
  let body: ClassroomAssignInput;
  if (choice.kind === 'test') {
    const minutes = choice.pauseMinutes;
    if (
      choice.pauseAllowed &&
      !(Number.isInteger(minutes) && Number(minutes) >= 1 && Number(minutes) <= PAUSE_LIMIT_MAX_MINUTES)
    )
      return { ok: false, message: SITTING_MESSAGES.pauseLimit };
    body = {
      kind: 'test',
      master_qnsbank: Number(choice.quiz),
      ...common,
      pause_allowed: choice.pauseAllowed,
      ...(choice.pauseAllowed ? { pause_limit_minutes: Number(minutes) } : {}),
    };
  } else {
    body = { kind: 'warmup', warmup_set_no: Number(choice.quiz), ...common };
  }
  const parsed = classroomAssignSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? CLASSROOM_MESSAGES.kind };
  return { ok: true, body };
}
