// The time a student spends on each warm-up card, measured in the browser: from the card taking focus
// to the last answer typed while it held it, added up over every visit. A visit with nothing typed
// adds nothing (looking is not answering). The server caps the totals by its own clock.

export interface CardClock {
  /** The card takes focus (or its keypad opens): any other card's visit ends. */
  focus(id: number, now: number): void;
  /** Something was typed into the card. */
  input(id: number, now: number): void;
  /** The card loses focus: its visit ends. */
  blur(id: number, now: number): void;
  /** Whole milliseconds per card with time spent, by warmup_id. */
  totals(): Record<string, number>;
}

export function cardClock(): CardClock {
  const spent = new Map<number, number>();
  let visit: { id: number; from: number; last: number | null } | null = null;
  const end = () => {
    if (visit && visit.last !== null) spent.set(visit.id, (spent.get(visit.id) ?? 0) + (visit.last - visit.from));
    visit = null;
  };
  return {
    focus(id, now) {
      if (visit?.id === id) return;
      end();
      visit = { id, from: now, last: null };
    },
    input(id, now) {
      // Typing without a visit (a restored focus the browser did not report) starts one now.
      if (visit?.id !== id) this.focus(id, now);
      visit!.last = now;
    },
    blur(id) {
      if (visit?.id === id) end();
    },
    totals() {
      const out: Record<string, number> = {};
      for (const [id, ms] of spent) if (ms > 0) out[String(id)] = Math.round(ms);
      // The visit going on counts up to its last answer.
      if (visit && visit.last !== null) {
        const ms = (spent.get(visit.id) ?? 0) + (visit.last - visit.from);
        if (ms > 0) out[String(visit.id)] = Math.round(ms);
      }
      return out;
    },
  };
}
