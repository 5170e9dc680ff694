import { formatNumber, type Language, msg, type ProgressPoint, type SkillLevel, storedWordLabel } from '@prep/domain';

/** A share (0 to 1) as the screens show scores: a percentage to one decimal place, in the language shown. */
export const percentText = (language: Language, share: number | null) =>
  share === null
    ? '—'
    : formatNumber(language, share, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A share as a chart's value: a percentage to one decimal place. */
export const percentValue = (share: number) => Math.round(share * 1000) / 10;

/** The line of the tests with neither program nor section: an English text, translated where shown. */
export const UNNAMED_SERIES = msg('Tests');

const seriesParts = (point: Pick<ProgressPoint, 'program' | 'section'>) =>
  [point.program, point.section].filter((part) => part.trim() !== '');

/** The line a real test's score is drawn on: its program and section (the chart's data key, as stored). */
export const seriesName = (point: Pick<ProgressPoint, 'program' | 'section'>) =>
  seriesParts(point).join(' · ') || UNNAMED_SERIES;

/** The same line's name as shown: the stored words (Tutoring, math) in the language shown, names as they are. */
export const seriesLabel = (t: (key: string) => string, point: Pick<ProgressPoint, 'program' | 'section'>) =>
  seriesParts(point)
    .map((part) => storedWordLabel(t, part))
    .join(' · ') || t(UNNAMED_SERIES);

/** Colours of the level badges, darkest for the highest, each readable with white text. */
export const LEVEL_COLOR: Record<SkillLevel, string> = {
  Attempted: 'gray.7',
  Familiar: 'orange.9',
  Proficient: 'blue.8',
  Mastered: 'green.9',
};

/** Where a student's progress and report screens are, under the viewer's area (/student, /client, /teacher). */
export const progressPath = (area: string, studentId: number | null) =>
  studentId === null ? `${area}/progress` : `${area}/student/${studentId}/progress`;
export const reportPath = (area: string, studentId: number | null) =>
  studentId === null ? `${area}/report` : `${area}/student/${studentId}/report`;
/** A student's facts' grid for their staff (web/src/fluency/StudentFluencyPage). */
export const studentFluencyPath = (area: string, studentId: number) => `${area}/student/${studentId}/fluency`;
