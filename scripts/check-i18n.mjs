// The catalogues' check, run by `npm run lint`: every English text the code translates, written as
// `t('…')`, `msg('…')` or `i18nKey="…"`, is a key of domain/locales/en.json (whose value is the key
// itself: English text is its own key) and has a Tamil text in domain/locales/ta.json; neither file keeps
// a key nothing uses. `--write` adds what is missing (English filled in, Tamil left empty, which still
// fails) and drops what is unused; `--missing <folder>` lists the keys of one folder without Tamil.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const LOCALES = join(root, 'domain/locales');
// Server and domain code marks its texts with msg(); the web also translates in place with t().
const SOURCES = [
  { dir: 'web/src', calls: ['t', 'msg', 'i18n.t'] },
  { dir: 'domain/src', calls: ['msg'] },
  { dir: 'server/src', calls: ['msg'] },
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/test/')) yield path;
  }
}

/** A JavaScript string literal's body as the text it stands for. */
function unquote(quote, body) {
  const json = body.replace(/\\(['`])/g, '$1').replace(/(^|[^\\])((?:\\\\)*)"/g, '$1$2\\"');
  return quote === '"' ? JSON.parse(`"${body}"`) : JSON.parse(`"${json}"`);
}

function keysOf(file, calls) {
  const text = readFileSync(join(root, file), 'utf8');
  const names = calls.map((c) => c.replace('.', '\\.')).join('|');
  const literal = String.raw`(['"\`])((?:\\.|(?!\1)[^\\])*)\1`;
  const found = [];
  // An i18next context (`t('Subject', { context: 'mail' })`) is a key of its own, `Subject_mail`, whose
  // English is the text: one English word with two meanings gets two Tamil words.
  const call = new RegExp(String.raw`(?<![\w.])(?:${names})\(\s*${literal}\s*(?:,\s*\{([^{}]*)\})?\s*[,)]`, 'g');
  for (const m of text.matchAll(call)) {
    if (m[1] === '`' && m[2].includes('${')) continue;
    const english = unquote(m[1], m[2]);
    const context = m[3]?.match(/context:\s*'(\w+)'/)?.[1];
    found.push({ key: context ? `${english}_${context}` : english, english });
  }
  // A counted template, plural('… {{count}} rows …', '… {{count}} row …') or t('… {{count}} rows …', { count }):
  // i18next's plural keys, `_one` and `_other` (the key is the other form's words), in both catalogues.
  const counted = new RegExp(String.raw`(?<![\w.])plural\(\s*${literal}\s*,\s*${literal}\s*,?\s*\)`, 'g');
  for (const m of text.matchAll(counted)) {
    const other = unquote(m[1], m[2]);
    found.push({ key: `${other}_one`, english: unquote(m[3], m[4]) }, { key: `${other}_other`, english: other });
  }
  for (const m of text.matchAll(new RegExp(`i18nKey=${literal}`, 'g'))) {
    const english = unquote(m[1], m[2]);
    found.push({ key: english, english });
  }
  return found;
}

const used = new Map();
const englishOf = new Map();
for (const { dir, calls } of SOURCES) {
  for (const file of sourceFiles(dir)) {
    for (const { key, english } of keysOf(file, calls)) {
      englishOf.set(key, english);
      if (!used.has(key)) used.set(key, new Set());
      used.get(key).add(file);
    }
  }
}

/**
 * The `_one` forms of the counted keys, for the web's first load: an `_other` form is the key's own words,
 * which i18next shows (interpolated) when it finds no resource, as it does every English text.
 */
function englishPlurals(keys, english) {
  const forms = [...keys].filter((k) => /_one$/.test(k)).sort();
  return Object.fromEntries(forms.map((k) => [k, english.get(k)]));
}

const read = (lang) => JSON.parse(readFileSync(join(LOCALES, `${lang}.json`), 'utf8'));
const sorted = (entries) => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const en = read('en');
const ta = read('ta');
const args = process.argv.slice(2);

if (args[0] === '--write') {
  const keys = [...used.keys()];
  writeFileSync(
    join(LOCALES, 'en.json'),
    `${JSON.stringify(sorted(keys.map((k) => [k, englishOf.get(k)])), null, 2)}\n`,
  );
  writeFileSync(join(LOCALES, 'ta.json'), `${JSON.stringify(sorted(keys.map((k) => [k, ta[k] ?? ''])), null, 2)}\n`);
  writeFileSync(join(LOCALES, 'en-plurals.json'), `${JSON.stringify(englishPlurals(keys, englishOf), null, 2)}\n`);
  const untranslated = keys.filter((k) => !ta[k]).length;
  console.log(`i18n: ${keys.length} keys written; ${untranslated} still want Tamil (empty in ta.json).`);
  process.exit(0);
}

if (args[0] === '--missing') {
  const folder = args[1] ?? '';
  for (const [key, files] of used) {
    const inFolder = [...files].filter((f) => f.startsWith(folder));
    if (inFolder.length && !ta[key]) console.log(`${JSON.stringify(key)}\t${inFolder.join(', ')}`);
  }
  process.exit(0);
}

const problems = [];
// The web's English resource holds only the counted messages' forms (English is otherwise its own key).
if (JSON.stringify(read('en-plurals')) !== JSON.stringify(englishPlurals(used.keys(), englishOf)))
  problems.push('en-plurals.json differs from the plural keys of en.json');
for (const [key, files] of used) {
  const where = [...files].map((f) => relative(root, join(root, f))).join(', ');
  if (en[key] !== englishOf.get(key)) problems.push(`en.json lacks ${JSON.stringify(key)} (${where})`);
  if (typeof ta[key] !== 'string' || ta[key].trim() === '')
    problems.push(`ta.json lacks ${JSON.stringify(key)} (${where})`);
}
for (const [lang, catalogue] of [
  ['en', en],
  ['ta', ta],
]) {
  for (const key of Object.keys(catalogue)) {
    if (!used.has(key)) problems.push(`${lang}.json keeps ${JSON.stringify(key)}, which no code uses`);
  }
}
if (problems.length) {
  console.error(problems.slice(0, 40).join('\n'));
  if (problems.length > 40) console.error(`… and ${problems.length - 40} more`);
  console.error(
    `\ni18n: ${problems.length} problems. \`node scripts/check-i18n.mjs --write\` adds and drops keys; then write the Tamil.`,
  );
  process.exit(1);
}
console.log(`i18n: ${used.size} keys, each in English and Tamil.`);
