/**
 * A long list in slices of `size`: one statement each, since PostgreSQL takes at most 65,535 parameters in
 * a statement (a OneRoster import of 50,000 rows would pass it in one INSERT).
 */
export function chunks<T>(list: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
