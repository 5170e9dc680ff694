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

  it('sets an option’s fraction at full size, inline, when asked', async () => {
    // KaTeX sets an inline fraction's figures a size smaller (size3); display style keeps them.
    const inline = render(<MathText text="$\frac{1}{2}$" />).container;
    await waitFor(() => expect(inline.querySelector('.katex')).not.toBeNull());
    expect(inline.querySelector('.mfrac .size3')).not.toBeNull();
    const full = render(<MathText text="$\frac{1}{2}$" displayStyle />).container;
    await waitFor(() => expect(full.querySelector('.katex')).not.toBeNull());
    expect(full.querySelector('.mfrac .size3')).toBeNull();
    expect(full.querySelector('.katex-display')).toBeNull();
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
