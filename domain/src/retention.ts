// Retention of students (issue 28): a client may erase its students some months after they left every
// program. The setting, and the list of who it would erase, shown before it is switched on.
import { z } from 'zod';
import { msg } from './i18n';

/** The longest retention a client may set: twenty years. */
export const RETENTION_MONTHS_MAX = 240;

export const RETENTION_MESSAGES = {
  months: msg('Months must be a whole number from 1 to 240, or empty for never'),
} as const;

const months = () =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: RETENTION_MESSAGES.months })], {
      error: RETENTION_MESSAGES.months,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: RETENTION_MESSAGES.months })
        .min(1, { error: RETENTION_MESSAGES.months })
        .max(RETENTION_MONTHS_MAX, { error: RETENTION_MESSAGES.months }),
    );

/**
 * A client's `student_retention_months`: a whole number of months, or null (also '' from a form) for
 * never; left out, it is kept.
 */
export const retentionMonthsField = () =>
  z.union([z.null(), z.literal('').transform(() => null), months()], { error: RETENTION_MESSAGES.months }).optional();

/** GET /api/client/{clientid}/retention-preview/?months=N */
export const retentionPreviewQuerySchema = z.object({ months: months() });

/** A student a retention of that many months would erase now. */
export const retentionCandidateSchema = z.object({
  student_id: z.number(),
  name: z.string(),
  /** When they left their last program (ISO 8601). */
  programs_exited_at: z.string(),
});
export type RetentionCandidate = z.infer<typeof retentionCandidateSchema>;
export const retentionPreviewSchema = z.array(retentionCandidateSchema);
