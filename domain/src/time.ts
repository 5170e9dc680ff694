// Durations are hh:mm:ss text throughout the API (section_duration, student_timer, time_taken).

const HMS = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** True for hh:mm:ss with hours 00-23, minutes and seconds 00-59 (the timer picker's range). */
export function isHms(value: string): boolean {
  return HMS.test(value);
}

/** Seconds in an hh:mm:ss text; hours may exceed 23 here because elapsed times can. */
export function hmsToSeconds(value: string): number {
  const match = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(value.trim());
  if (!match) throw new RangeError(`Not an hh:mm:ss duration: ${value}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export function secondsToHms(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
