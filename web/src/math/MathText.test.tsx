import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathPreview } from './MathPreview';
import { MathText } from './MathText';

describe('MathText', () => {
  it('renders each $…$ formula with KaTeX, keeping the text around it', async () => {
    const { container } = render(<MathText text="Half is $\frac{1}{2}$ of one." />);
    const root = container.firstElementChild as HTMLElement;
    await waitFor(() => expect(root.dataset.math).toBe('rendered'));
    expect(root.querySelectorAll('.katex')).toHaveLength(1);
    expect(root.querySelector('.katex-display')).toBeNull();
    // The MathML KaTeX writes for screen readers carries the fraction and its source.
    expect(root.querySelector('mfrac')).not.toBeNull();
    expect(root.querySelector('annotation')?.textContent).toBe('\\frac{1}{2}');
    expect(root.textContent?.startsWith('Half is ')).toBe(true);
    expect(root.textContent?.endsWith(' of one.')).toBe(true);
  });

  it('renders $$…$$ as a display formula', async () => {
    const { container } = render(<MathText text={'Solve\n$$x^2 = 4$$'} />);
    await waitFor(() => expect(container.querySelector('.katex-display')).not.toBeNull());
  });

  it('leaves plain text plain: prices, an escaped dollar, no formula', () => {
    const { container } = render(<MathText text={'It costs $5 and $10, or \\$3.'} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.textContent).toBe('It costs $5 and $10, or $3.');
    expect(root.dataset.math).toBeUndefined();
    expect(root.querySelector('.katex')).toBeNull();
  });

  it('shows a broken formula in red with its source instead of failing', async () => {
    const { container } = render(<MathText text="Broken $\frac{1}{$ here" />);
    await waitFor(() => expect(container.querySelector('.katex-error')).not.toBeNull());
    expect(container.querySelector('.katex-error')?.textContent).toContain('\\frac{1}{');
  });
});

describe('MathPreview', () => {
  const wrap = (text: string) =>
    render(
      <MantineProvider env="test">
        <MathPreview text={text} label="Question Text" />
      </MantineProvider>,
    );

  it('appears beside a field only while its text holds a formula', async () => {
    wrap('What is $x^2$ when $x = 3$?');
    const preview = screen.getByRole('group', { name: 'Preview of Question Text' });
    await waitFor(() => expect(preview.querySelectorAll('.katex')).toHaveLength(2));
  });

  it('is absent for plain text', () => {
    wrap('What is 3 squared?');
    expect(screen.queryByRole('group', { name: 'Preview of Question Text' })).toBeNull();
  });
});
