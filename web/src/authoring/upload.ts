/** An upload's progress as a percentage (0 until the size is known). */
export const uploadPercent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** The spec's progress text, in KB: "12 KB of 340 KB". */
export function uploadedKb(loaded: number, total: number): string {
  const kb = (bytes: number) => Math.ceil(bytes / 1024);
  return total > 0 ? `${kb(loaded)} KB of ${kb(total)} KB` : `${kb(loaded)} KB`;
}
