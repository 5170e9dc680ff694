// A student's progress and skill mastery (issue 20): scores over time and a level per skill, after release.
import { z } from 'zod';
import { msg } from './i18n';
import { nameParts } from './test-names';

/** Khan Academy's names of the mastery levels, lowest first. */
export const SKILL_LEVELS = [msg('Attempted'), msg('Familiar'), msg('Proficient'), msg('Mastered')] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/**
 * The level rule reads the newest MASTERY_WINDOW answers on a skill (older answers no longer count, so a
 * student who has since learnt a skill is not held back by early mistakes). Each level asks for a share
 * right over that window and a minimum count of answers, so a lucky answer or two is not mastery.
 */
export const MASTERY_WINDOW = 10;
export const LEVEL_RULES: readonly { level: SkillLevel; minAnswers: number; minShare: number }[] = [
  { level: 'Mastered', minAnswers: 10, minShare: 0.9 },
  { level: 'Proficient', minAnswers: 5, minShare: 0.75 },
  { level: 'Familiar', minAnswers: 3, minShare: 0.5 },
];

export interface SkillStanding {
  level: SkillLevel;
  /** Answers counted (the newest, at most MASTERY_WINDOW). */
  answered: number;
  right: number;
  /** right / answered, 0 to 1. */
  share: number;
}

/** The level from a skill's answers, newest first (true when right); undefined when there are none. */
export function skillLevel(newestFirst: readonly boolean[]): SkillStanding | undefined {
  const window = newestFirst.slice(0, MASTERY_WINDOW);
  if (window.length === 0) return undefined;
  const right = window.filter(Boolean).length;
  const share = right / window.length;
  const rule = LEVEL_RULES.find((r) => window.length >= r.minAnswers && share >= r.minShare);
  return { level: rule?.level ?? 'Attempted', answered: window.length, right, share };
}

/** The middle value (the mean of the two middle values of an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What a skill is named by: the test's subject category or its section. */
export const SKILL_KINDS = ['subject', 'section'] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

export const PRACTICE_NEXT_COUNT = 3;

/**
 * What to practise next: the skills not yet mastered, lowest level first, then the lowest share right
 * (the weakest), then by name; at most PRACTICE_NEXT_COUNT.
 */
export function practiceNext<T extends { kind: SkillKind; name: string } & SkillStanding>(skills: readonly T[]): T[] {
  const rank = (level: SkillLevel) => SKILL_LEVELS.indexOf(level);
  return skills
    .filter((s) => s.level !== 'Mastered')
    .sort((a, b) => rank(a.level) - rank(b.level) || a.share - b.share || a.name.localeCompare(b.name))
    .slice(0, PRACTICE_NEXT_COUNT);
}

const share = z.number().min(0).max(1);

export const progressPointSchema = z.object({
  sitting_id: z.number().int(),
  /** The sitting's date (yyyy-mm-dd). */
  date: z.string(),
  test_name: z.string(),
  program: z.string(),
  section: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  /** score / total, 0 to 1. */
  share,
  /** The median share of the student's classmates' released sittings of the same test; null when none. */
  class_median: share.nullable(),
});
export type ProgressPoint = z.infer<typeof progressPointSchema>;

export const warmupPointSchema = z.object({
  result_id: z.number().int(),
  date: z.string(),
  test_name: z.string(),
  /** A generated name's parts (test-names.ts), for the screen to compose it in its language. */
  name_parts: nameParts,
  score: z.number().int(),
  total: z.number().int(),
  share,
});

export const studentProgressSchema = z.object({
  student: z.number().int(),
  name: z.string(),
  /** Whether a class holds the student (then class_median is filled where classmates took the test). */
  in_class: z.boolean(),
  /** The names of the student's classes (archived ones left out), for the report's heading. */
  classes: z.array(z.string()),
  /** Who teaches the student: their classes' teachers, else the teacher the student record names. */
  teachers: z.array(z.string()),
  tests: z.array(progressPointSchema),
  warmups: z.array(warmupPointSchema),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

export const skillSchema = z.object({
  kind: z.enum(SKILL_KINDS),
  name: z.string(),
  level: z.enum(SKILL_LEVELS),
  answered: z.number().int(),
  right: z.number().int(),
  share,
  /** Every released answer on the skill, not only the window. */
  total_answers: z.number().int(),
  /** The newest sitting's date with an answer on the skill. */
  last_date: z.string(),
});
export type Skill = z.infer<typeof skillSchema>;

export const studentSkillsSchema = z.object({
  student: z.number().int(),
  skills: z.array(skillSchema),
  practice_next: z.array(skillSchema),
});
export type StudentSkills = z.infer<typeof studentSkillsSchema>;
