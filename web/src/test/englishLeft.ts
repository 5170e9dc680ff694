import en from '@prep/domain/locales/en.json';
import ta from '@prep/domain/locales/ta.json';

// The English texts that have a Tamil text of their own: seen on a screen shown in Tamil, one was missed.
const translated = new Set(
  Object.keys(en).filter((key) => {
    const tamil = (ta as Record<string, string>)[key];
    return Boolean(tamil) && tamil !== key;
  }),
);

/**
 * The catalogue's English texts still shown under `root` (each text node and each aria-label, title and
 * placeholder, whole): a screen in Tamil should show none. Names and numbers are no keys, so never listed.
 */
export function englishLeftIn(root: HTMLElement): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (translated.has(text)) found.add(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const text = element.getAttribute(name)?.trim() ?? '';
      if (translated.has(text)) found.add(text);
    }
  }
  return [...found];
}
