// A PDF read back in the tests as a reader sees it (pdfjs-dist, Mozilla's reader): its pages, their text,
// and a page drawn to grey pixels (@napi-rs/canvas) at a resolution, as a scanner would give it.
import { drawPage, openPdfBytes as openPdf } from '../paper/omr/pdf-page';

/** Each page's text, its items joined by spaces. */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await openPdf(bytes);
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return texts;
}

/** Page `page` (1-based) as grey pixels, `dpi` dots an inch, drawn as the scans' reader draws a page. */
export async function renderPage(bytes: Uint8Array, page: number, dpi: number) {
  const doc = await openPdf(bytes);
  const drawn = await drawPage(await doc.getPage(page), dpi);
  await doc.destroy();
  return drawn;
}
