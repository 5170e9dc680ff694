import { describe, expect, it } from 'vitest';
import { cardClock } from './cardClock';

describe('the time spent on each card', () => {
  it('runs from the focus to the last answer typed, over every visit', () => {
    const clock = cardClock();
    clock.focus(1, 1000);
    clock.input(1, 1800);
    clock.input(1, 2500); // 1 500 ms on card 1
    clock.blur(1, 4000); // idle after typing does not count
    clock.focus(2, 4000);
    clock.blur(2, 9000); // looked, typed nothing: nothing
    clock.focus(1, 10_000);
    clock.input(1, 10_700); // +700 ms on card 1
    expect(clock.totals()).toEqual({ '1': 2200 });
  });
  it('ends a visit when another card takes focus (the keypad opening on it)', () => {
    const clock = cardClock();
    clock.focus(3, 0);
    clock.input(3, 1200);
    clock.focus(4, 2000);
    clock.input(4, 2600.4);
    expect(clock.totals()).toEqual({ '3': 1200, '4': 600 });
  });
  it('starts a visit when typing reaches a card it did not see focused', () => {
    const clock = cardClock();
    clock.input(5, 100);
    clock.input(5, 900);
    expect(clock.totals()).toEqual({ '5': 800 });
  });
});
