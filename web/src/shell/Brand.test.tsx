import { fireEvent, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { Brand } from './Brand';

describe('Brand', () => {
  it('falls back to the default image when the logo does not load', () => {
    const { container } = render(
      <MantineProvider env="test">
        <Brand logo="https://cdn.example.com/gone.png" fallback="/default-logo.svg" name="Demo Academy" />
      </MantineProvider>,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/gone.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/default-logo.svg');
    // The fallback failing too does not loop.
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/default-logo.svg');
    expect(container.textContent).toContain('Demo Academy');
  });
});
