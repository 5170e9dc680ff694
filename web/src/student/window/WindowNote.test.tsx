import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api';
import { Providers } from '../../app/Providers';
import { masterSitting, personalizedSitting } from '../../test/sittings';
import { AssignedCell, formatDateTime, MissedBadge, sittingWindow, windowOf, WindowNote } from './WindowNote';

const wrap = (ui: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );
// ICU writes a narrow no-break space before AM/PM; the reader sees a space.
const spaced = (text: string) => text.replace(/\s/g, ' ');

// A window from 09:00 to 17:00 UTC on 1 December 2026.
const row = { opens_at: '2026-12-01T09:00:00.000Z', closes_at: '2026-12-01T17:00:00.000Z' };
const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00.000Z`);

describe('the window on the student dashboard', () => {
  it('writes an instant in the language shown and the zone asked for (the browser’s by default)', () => {
    expect(spaced(formatDateTime(row.opens_at, 'en', 'America/Chicago'))).toBe('Dec 1, 2026, 3:00 AM');
    expect(spaced(formatDateTime(row.closes_at, 'ta', 'Asia/Kolkata'))).toBe('1 டிச., 2026, 10:30 PM');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('places a row in its window as the server does, a started one outside it', () => {
    expect(windowOf(row, false, at('08:00'))).toBe('not open');
    expect(windowOf(row, false, at('12:00'))).toBe('open');
    expect(windowOf(row, false, at('17:00'))).toBe('missed');
    expect(windowOf(row, true, at('18:00'))).toBe('started');
    expect(sittingWindow(masterSitting(row), at('18:00'))).toBe('missed');
    expect(sittingWindow(masterSitting({ ...row, clock_status: 'paused' }), at('18:00'))).toBe('started');
    // A preparation test has no window.
    expect(sittingWindow(personalizedSitting(), at('18:00'))).toBe('open');
  });

  it('says when it opens, when it closes, when it closed; nothing without a bound to name', () => {
    const when = (iso: string) => formatDateTime(iso, 'en');
    /** The note's text, or null when it shows none. */
    const note = (ui: React.ReactNode) => {
      const { container, unmount } = wrap(ui);
      const text = container.querySelector('[data-window]')?.textContent ?? null;
      unmount();
      return text;
    };
    expect(note(<WindowNote row={row} state="not open" />)).toBe(`Opens ${when(row.opens_at)}`);
    expect(note(<WindowNote row={row} state="open" />)).toBe(`Closes ${when(row.closes_at)}`);
    expect(note(<WindowNote row={row} state="missed" />)).toBe(`Closed ${when(row.closes_at)}`);
    expect(note(<WindowNote row={{ opens_at: null, closes_at: null }} state="open" />)).toBeNull();
    expect(note(<WindowNote row={row} state="started" />)).toBeNull();
  });

  it('names the class a row came through beside its date, and nothing more for one assigned alone', () => {
    const { container, unmount } = wrap(<AssignedCell date="Dec 1, 2026" className="SAT Morning" />);
    expect(container.querySelector('[data-class]')?.textContent).toBe('Class SAT Morning');
    unmount();
    const alone = wrap(<AssignedCell date="Dec 1, 2026" className={null} />);
    expect(alone.container.querySelector('[data-class]')).toBeNull();
    expect(alone.getByText('Dec 1, 2026')).toBeTruthy();
  });

  it('marks a missed one as Missed', () => {
    wrap(<MissedBadge />);
    expect(screen.getByText('Missed').closest('[data-state]')?.getAttribute('data-state')).toBe('missed');
  });
});
