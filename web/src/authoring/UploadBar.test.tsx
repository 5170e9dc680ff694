import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTamil } from '../test/language';
import { UploadBar } from './UploadBar';

const KB = 1024;
/** The progress text for these bytes (the bar unmounted again, so the next one is alone on the page). */
const shown = (loaded: number, total: number) => {
  const { unmount } = render(
    <MantineProvider env="test">
      <UploadBar progress={{ loaded, total }} />
    </MantineProvider>,
  );
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('upload progress', () => {
  it('says in KB what has gone and of how much, numbers grouped as in English', () => {
    expect(shown(12 * KB, 340 * KB)).toBe('Uploaded 12 KB of 340 KB');
    expect(shown(123_456 * KB, 234_567 * KB)).toBe('Uploaded 123,456 KB of 234,567 KB');
    expect(shown(0, 0)).toBe('Uploaded 0 KB');
  });
});

describe('upload progress in Tamil', () => {
  inTamil();

  it('says it in Tamil, with India’s grouping of a large amount', () => {
    expect(shown(123_456 * KB, 234_567 * KB)).toBe('2,34,567 KB இல் 1,23,456 KB பதிவேற்றப்பட்டது');
  });
});
