import { type ElementType, useEffect, useMemo, useState } from 'react';
import { MathText, useKatex } from './MathText';
import classes from './MathText.module.css';
import { htmlHasMath, richHtml } from './richHtml';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
/** The sanitiser, fetched once on first use; a failed download is tried again next time. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizer').then(
    (module) => {
      sanitizer = module.sanitizeRichText;
      return sanitizer;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function useSanitizer(needed: boolean): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (!needed || sanitize) return;
    let live = true;
    loadSanitizer().then(
      (module) => {
        if (live) setSanitize(() => module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, sanitize]);
  return sanitize;
}

interface Props {
  /** A question's text, an option or a step, as stored. */
  text: string;
  /** The question's text_format: 'html' texts are rendered as (sanitised) HTML, others as plain text. */
  format?: 'plain' | 'html';
  /** @default 'span' */
  component?: ElementType;
  className?: string;
  /** As MathText's: inline formulas at full size (options). */
  displayStyle?: boolean;
}

/**
 * A question's text as its format says: plain text (escaped by React, formulas rendered: MathText), or
 * HTML sanitised again in the browser before it is inserted, with its formulas rendered. Until the
 * sanitiser has arrived nothing of an html text is inserted.
 */
export function RichText({ format = 'plain', ...props }: Props) {
  if (format !== 'html') return <MathText {...props} />;
  return <HtmlText {...props} />;
}

function HtmlText({ text, component: Component = 'span', className, displayStyle = false }: Omit<Props, 'format'>) {
  const sanitize = useSanitizer(true);
  const hasFormula = useMemo(() => htmlHasMath(text), [text]);
  const katex = useKatex(hasFormula);
  const html = useMemo(
    () => (sanitize ? richHtml(text, sanitize, katex, displayStyle) : null),
    [text, sanitize, katex, displayStyle],
  );
  const names = className ? `${classes.html} ${className}` : classes.html;
  return (
    <Component
      className={names}
      data-rich={html === null ? 'pending' : 'rendered'}
      data-math={hasFormula ? (katex ? 'rendered' : 'pending') : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised in this browser by the allow-list (richHtml), formulas are KaTeX's escaped output
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}
