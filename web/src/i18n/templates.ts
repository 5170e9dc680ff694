// Loaded with the Tamil catalogue (./language.ts), never on a first load in English.
import type { i18n as I18n, TOptions } from 'i18next';

/*
 * A message the server or the domain built with values (`fill(msg('Student {{name}} Added'), { name })`)
 * reaches the web as 'Student Asha Added', which is no key. Each Tamil template is compiled once to a
 * pattern of its English (`^Student (.+?) Added$`); a text no key holds that fits one is shown as that
 * template's Tamil with the values written in as they came. A value named {{message}} or {{detail}} is itself
 * a message (a row's problem inside 'Nothing was imported: …'; a question file's format message and its
 * problem in '{{message}} (line {{line}}): {{detail}}') and is translated in turn, and so is a question format's
 * name ({{chosen_format}}, {{found_format}}).
 */
/** A template's English as a pattern: `'Student {{name}} Added'` → `^Student (.+?) Added$`, names `['name']`. */
export interface TemplatePattern {
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: when two templates fit, the one with more wins. */
  literal: number;
}

interface Template extends TemplatePattern {
  tamil: string;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
/** The placeholders whose values are messages themselves (a question format's name is a catalogue text too). */
export const NESTED = new Set(['message', 'detail', 'chosen_format', 'found_format']);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function templatePattern(english: string): TemplatePattern {
  const names: string[] = [];
  let source = '';
  let literal = 0;
  let from = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    const before = english.slice(from, match.index);
    source += `${escapeRegExp(before)}(.+?)`;
    literal += before.length;
    names.push(match[1]!);
    from = match.index + match[0].length;
  }
  const after = english.slice(from);
  return { pattern: new RegExp(`^${source}${escapeRegExp(after)}$`, 's'), names, literal: literal + after.length };
}

/** The catalogue's templates (keys holding `{{placeholders}}` with a Tamil text), most specific first. */
export function compileTemplates(catalogue: Readonly<Record<string, string>>): Template[] {
  const templates: Template[] = [];
  for (const [english, tamil] of Object.entries(catalogue)) {
    if (!tamil || !english.includes('{{')) continue;
    const compiled = templatePattern(english);
    // A template of placeholders alone would fit every text.
    if (compiled.names.length === 0 || compiled.literal === 0) continue;
    templates.push({ ...compiled, tamil });
  }
  return templates.sort((a, b) => b.literal - a.literal);
}

/** The Tamil of a built message, or undefined when no template fits it. */
export function translateBuilt(
  text: string,
  templates: readonly Template[],
  translate: (message: string) => string,
): string | undefined {
  for (const { pattern, names, tamil } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1]!]));
    return tamil.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return NESTED.has(name) ? translate(value) : value;
    });
  }
  return undefined;
}

/**
 * i18next's parseMissingKeyHandler while Tamil is shown: called only for a text the catalogue lacks (a found
 * key never reaches it), and never in English, where ./language.ts takes it off again.
 */
export function builtMessages(i18n: I18n, catalogue: Readonly<Record<string, string>>) {
  const templates = compileTemplates(catalogue);
  const translate = (message: string) => i18n.t(message);
  return (key: string, defaultValue?: string, options?: TOptions): string => {
    // A default the code gave, or a language other than Tamil (a moment while the language changes):
    // what i18next would have answered without this handler.
    if (defaultValue !== undefined) return defaultValue;
    const language = options?.lng ?? i18n.language;
    const tamil = language === 'ta' ? translateBuilt(key, templates, translate) : undefined;
    if (tamil !== undefined) return tamil;
    return key.includes('{{') ? i18n.services.interpolator.interpolate(key, options ?? {}, language, {}) : key;
  };
}
