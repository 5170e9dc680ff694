import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders an html text sanitised again in the browser, with its formulas', async () => {
    // As if the stored text had escaped the server's sanitiser: the browser removes what is not allowed.
    const stored =
      '<p>Solve <i>for</i> $x^2 = 4$<script>window.bad = 1</script></p><a href="javascript:alert(1)" onclick="x()">link</a>';
    const { container } = render(<RichText text={stored} format="html" component="div" />);
    const root = container.firstElementChild as HTMLElement;
    // The sanitiser and KaTeX are chunks of their own; either may come first.
    await waitFor(() => expect([root.dataset.rich, root.dataset.math]).toEqual(['rendered', 'rendered']));
    expect(root.querySelector('p i')?.textContent).toBe('for');
    expect(root.querySelectorAll('.katex')).toHaveLength(1);
    expect(root.querySelector('annotation')?.textContent).toBe('x^2 = 4');
    expect(root.querySelector('script')).toBeNull();
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBeNull();
    expect(link?.getAttribute('onclick')).toBeNull();
    expect(root.innerHTML).not.toContain('bad');
  });

  it('takes a dollar sign inside an address for no formula', async () => {
    const { container } = render(<RichText text={'<a href="https://x.test/?a=$1$">$2$ off</a>'} format="html" />);
    const root = container.firstElementChild as HTMLElement;
    await waitFor(() => expect([root.dataset.rich, root.dataset.math]).toEqual(['rendered', 'rendered']));
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://x.test/?a=$1$');
    expect(root.querySelector('a .katex annotation')?.textContent).toBe('2');
  });

  it('shows a plain text as written: its tags are text, not markup', () => {
    render(<RichText text="<b>bold</b> & more" component="p" />);
    expect(screen.getByText('<b>bold</b> & more').tagName).toBe('P');
  });
});
