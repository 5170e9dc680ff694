// Question order on the warm-up screen: as assigned, or shuffled for a personalized warm-up. The
// shuffle is seeded by the result id so a reload shows the same order.

/** mulberry32: a small, well-mixed 32-bit generator; enough for ordering cards. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ids in display order (Fisher-Yates with a seeded generator when shuffled). */
export function warmupDisplayOrder<T>(ids: readonly T[], shuffle: boolean, seed: number): T[] {
  const out = [...ids];
  if (!shuffle) return out;
  const next = generator(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
