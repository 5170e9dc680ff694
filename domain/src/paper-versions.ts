// The booklet versions of a paper print (issue 30): the order each prints the test's questions in and the
// numbers it prints. Kept apart from the scans' schemas, so the booklet page loads no zod with them.
/**
 * The order a booklet version prints the test's questions in (two versions: the second shuffled, the
 * same for every copy of the batch, so the sheet's row n is the booklet's question n). Version 1 is the
 * test's own order. A seeded shuffle (mulberry32, Fisher–Yates): the booklet page and the server agree.
 */
export function paperVersionOrder(numbers: readonly number[], batch: number, version: number): number[] {
  const order = [...numbers];
  if (version <= 1) return order;
  let seed = (batch * 2654435761 + version * 40503) >>> 0;
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  // A shuffle that left every question in place is no second version.
  if (order.length > 1 && order.every((n, i) => n === numbers[i])) order.push(order.shift()!);
  return order;
}

/** The letter a version prints as ("Version A", "Version B"). */
export const paperVersionLetter = (version: number) => String.fromCharCode(64 + Math.max(1, version));

/**
 * The number a sheet and booklet print for each question of a version, as [printed, question number]
 * pairs in printed order: version 1 prints the test's own numbers; version 2 numbers its shuffled order
 * 1, 2, 3…, so a student reads the same number on the booklet and the sheet.
 */
export function paperPrintedNumbers(numbers: readonly number[], batch: number, version: number): [number, number][] {
  if (version <= 1) return numbers.map((n) => [n, n]);
  return paperVersionOrder(numbers, batch, version).map((n, i) => [i + 1, n]);
}
