// A student's progress and skills from their released results: the domain's median and level rule over the rows read.
import {
  median,
  practiceNext,
  type Skill,
  type SkillKind,
  skillLevel,
  type StudentProgress,
  type StudentSkills,
} from '@prep/domain';
import { type Scope, studentOf } from '../access/scope';
import type { Db } from '../db/client';
import { progressRows, skillSittings } from './queries';

const shareOf = (score: number, total: number) => (total > 0 ? score / total : 0);

export async function studentProgress(db: Db, scope: Scope): Promise<StudentProgress> {
  const student = studentOf(scope);
  const rows = await progressRows(db, student);
  if (!rows) return { student, name: '', in_class: false, classes: [], teachers: [], tests: [], warmups: [] };
  return {
    student,
    name: rows.name,
    in_class: rows.in_class,
    classes: rows.classes,
    teachers: rows.teachers,
    tests: rows.tests.map(({ class_shares, ...t }) => ({
      ...t,
      share: shareOf(t.score, t.total),
      class_median: median(class_shares ?? []),
    })),
    warmups: rows.warmups.map((w) => ({ ...w, share: shareOf(w.score, w.total) })),
  };
}

interface Answers {
  kind: SkillKind;
  name: string;
  /** Right or not, newest first. */
  answers: boolean[];
  last_date: string;
}

/** Each skill (the test's subject category, its section) with its level; the sittings come newest first. */
export async function studentSkills(db: Db, scope: Scope): Promise<StudentSkills> {
  const student = studentOf(scope);
  const skills = new Map<string, Answers>();
  for (const sitting of await skillSittings(db, student)) {
    const named: [SkillKind, string][] = [
      ['subject', sitting.subject_category.trim()],
      ['section', sitting.section.trim()],
    ];
    for (const [kind, name] of named) {
      if (name === '') continue;
      const key = `${kind}\u0000${name.toLowerCase()}`;
      const skill = skills.get(key) ?? { kind, name, answers: [], last_date: sitting.date };
      skill.answers.push(...sitting.result.map((r) => r.isCorrect));
      skills.set(key, skill);
    }
  }
  const list: Skill[] = [];
  for (const s of skills.values()) {
    const standing = skillLevel(s.answers);
    if (standing)
      list.push({ kind: s.kind, name: s.name, ...standing, total_answers: s.answers.length, last_date: s.last_date });
  }
  list.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  return { student, skills: list, practice_next: practiceNext(list) };
}
