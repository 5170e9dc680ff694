// A git merge driver for domain/locales/*.json (see .gitattributes): two branches that each added
// translations merge as the union of their keys, a text written on either side winning over an empty one.
// Enable once per clone: git config merge.catalogue.driver "node scripts/merge-catalogue.mjs %O %A %B"
import { readFileSync, writeFileSync } from 'node:fs';

const [base, ours, theirs] = process.argv.slice(2).map((file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
});
const merged = { ...theirs, ...ours };
for (const [key, text] of Object.entries(theirs)) {
  const ourText = ours[key];
  // Ours unchanged from the base (or empty) and theirs changed: take theirs.
  if (!ourText || (ourText === base[key] && text !== base[key] && text)) merged[key] = text;
}
for (const key of Object.keys(merged)) {
  // A key one side dropped (no code uses it any more) and the other left as it was stays dropped.
  const dropped = (side, other) => !(key in side) && key in base && other[key] === base[key];
  if (dropped(ours, theirs) || dropped(theirs, ours)) delete merged[key];
}
const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(process.argv[3], `${JSON.stringify(sorted, null, 2)}\n`);
