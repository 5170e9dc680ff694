/** An upload's progress as a percentage (0 until the size is known). */
export const uploadPercent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** The spec's progress in KB (rounded up): what has gone, and the whole when it is known ("12 KB of 340 KB"). */
export function uploadedKb(loaded: number, total: number): { sent: number; total: number | null } {
  const kb = (bytes: number) => Math.ceil(bytes / 1024);
  return { sent: kb(loaded), total: total > 0 ? kb(total) : null };
}
