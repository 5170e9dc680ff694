import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api';
import { Providers } from '../../app/Providers';
import { inTamil } from '../../test/language';
import { TestHeader } from './TestHeader';

const header = (left: number | null) => (
  <Providers queryClient={createQueryClient()} env="test">
    <TestHeader title="Real Test" testName="Algebra" left={left} timerLabel="Time left" />
  </Providers>
);

describe('the test header’s countdown warnings', () => {
  it('tells a screen reader, politely, at five minutes and at one minute', () => {
    const { container, rerender } = render(header(null));
    const region = container.querySelector('[data-timer-warning]');
    // The region is there, empty, before there is anything to say.
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');

    rerender(header(300));
    expect(region?.textContent).toBe('');
    rerender(header(299));
    expect(region?.textContent).toBe('Less than five minutes left.');
    rerender(header(60));
    expect(region?.textContent).toBe('Less than five minutes left.');
    rerender(header(59));
    expect(region?.textContent).toBe('Less than one minute left.');
    rerender(header(0));
    expect(region?.textContent).toBe('Less than one minute left.');
    expect(container.querySelector('[data-timer-warning]')).toBe(region);
  });
});

describe('the test header in Tamil', () => {
  inTamil();

  it('labels the countdown and says its warnings in Tamil, the clock as it was', () => {
    const { container, rerender, getByRole } = render(header(299));
    expect(getByRole('heading', { level: 1 }).textContent).toBe('தேர்வு');
    expect(getByRole('timer', { name: 'மீதமுள்ள நேரம்' }).textContent).toBe('மீதமுள்ள நேரம்00 : 04 : 59');
    const region = container.querySelector('[data-timer-warning]');
    expect(region?.textContent).toBe('ஐந்து நிமிடங்களுக்கும் குறைவான நேரமே மீதமுள்ளது.');
    rerender(header(59));
    expect(region?.textContent).toBe('ஒரு நிமிடத்துக்கும் குறைவான நேரமே மீதமுள்ளது.');
  });
});
