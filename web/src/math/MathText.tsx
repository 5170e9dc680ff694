import { splitMath } from '@prep/domain';
import { type ElementType, useEffect, useMemo, useState } from 'react';
import { formulaHtml, type Katex, loadedKatex, loadKatex } from './katex';
import classes from './MathText.module.css';

/** KaTeX when `needed`: null until it has arrived (or when its download failed). */
export function useKatex(needed: boolean): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(loadedKatex);
  useEffect(() => {
    if (!needed || katex) return;
    let live = true;
    loadKatex().then(
      (module) => {
        if (live) setKatex(() => module);
      },
      // Offline: the formulas stay as their source text, which still reads.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, katex]);
  return katex;
}

interface Props {
  /** A question's text, an option or a step: plain text with LaTeX between `$…$` (or `$$…$$` on its own line). */
  text: string;
  /** The element around the text. @default 'span' */
  component?: ElementType;
  className?: string;
  /**
   * Inline formulas at full size (TeX's display style, without a line of their own): for short texts
   * such as options, where an inline fraction's figures would be too small to read.
   */
  displayStyle?: boolean;
}

/**
 * Text with its `$…$` formulas rendered by KaTeX (loaded on first use); plain text stays plain and
 * loads nothing. Screen readers get KaTeX's MathML.
 */
export function MathText({ text, component: Component = 'span', className, displayStyle = false }: Props) {
  const segments = useMemo(() => splitMath(text), [text]);
  const hasFormula = segments.some((segment) => segment.kind === 'math');
  const katex = useKatex(hasFormula);
  const names = className ? `${classes.text} ${className}` : classes.text;

  return (
    <Component className={names} data-math={hasFormula ? (katex ? 'rendered' : 'pending') : undefined}>
      {segments.map((segment, i) => {
        if (segment.kind === 'text') return segment.text;
        const key = `${i}-${segment.tex}`;
        const tex = displayStyle && !segment.display ? `\\displaystyle ${segment.tex}` : segment.tex;
        if (!katex) {
          const fence = segment.display ? '$$' : '$';
          return (
            <span key={key} className={classes.pending}>
              {`${fence}${segment.tex}${fence}`}
            </span>
          );
        }
        return (
          <span
            key={key}
            className={segment.display ? classes.display : undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's own output, escaped and untrusted-safe (see formulaHtml)
            dangerouslySetInnerHTML={{ __html: formulaHtml(katex, tex, segment.display) }}
          />
        );
      })}
    </Component>
  );
}
