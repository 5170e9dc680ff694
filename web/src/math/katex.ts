// KaTeX is fetched on first use (its script, stylesheet and fonts are about 300 kB), so pages without
// math never load it: the first text holding `$…$` starts the download, every later one reuses it.
import type KatexModule from 'katex';

export type Katex = typeof KatexModule;

let loaded: Katex | null = null;
let loading: Promise<Katex> | null = null;

/** KaTeX once it has arrived, else null. */
export const loadedKatex = (): Katex | null => loaded;

/** KaTeX and its stylesheet; a failed download (offline) is tried again on the next call. */
export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * One formula as HTML. KaTeX escapes what it prints and, untrusted (the default), refuses \href, \url and
 * \includegraphics, so the markup is safe to insert; a formula it cannot read is shown in red with its
 * source, not thrown.
 */
export function formulaHtml(katex: Katex, tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    strict: 'ignore',
  });
}
