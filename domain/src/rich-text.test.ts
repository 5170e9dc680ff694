import { describe, expect, it } from 'vitest';
import { hasMarkup, markdownToRichText, plainToHtml, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting as written', () => {
    const html =
      '<p>H<sub>2</sub>O and x<sup>2</sup>, <b>bold</b> <strong>strong</strong> <i>it</i> <em>em</em><br>next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">1</td></tr></tbody></table>' +
      '<img src="images/a.png" alt="a map" width="20" height="10"><a href="https://example.org/x?a=1&amp;b=2" title="t">link</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes script and style with their contents, and every event or style attribute', () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{color:red}</style>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeRichText('<img src="x.png" onerror="alert(1)"><span style="color:red" class="k">s</span>')).toBe(
      '<img src="x.png">s',
    );
    expect(sanitizeRichText('<svg><script>1</script></svg>ok')).toEqual('ok');
  });

  it('drops javascript: and data: addresses, however they are disguised, and keeps relative ones', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toEqual('<a>a</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">a</a>')).toEqual('<a>a</a>');
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">a</a>')).toEqual('<a>a</a>');
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">a</a>')).toEqual('<a>a</a>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="x">')).toEqual('<img alt="x">');
    expect(sanitizeRichText('<a href="/media/q/1.png">r</a><a href="#top">t</a><a href="mailto:a@b.c">m</a>')).toBe(
      '<a href="/media/q/1.png">r</a><a href="#top">t</a><a href="mailto:a@b.c">m</a>',
    );
  });

  it('keeps the text of elements it removes, and a "<" that starts no tag as text', () => {
    expect(sanitizeRichText('<div><span>a</span> <u>b</u></div>')).toEqual('a b');
    expect(sanitizeRichText('<p>$a < b$ and 1 <2</p>')).toEqual('<p>$a &lt; b$ and 1 &lt;2</p>');
    expect(sanitizeRichText('<!-- note --><p>[removed] stays</p>')).toEqual('<p>&#91;removed] stays</p>');
  });
});

describe('markdownToRichText', () => {
  it('converts emphasis, lists, tables, code-free paragraphs and links, sanitised', () => {
    expect(markdownToRichText('**Bold** and *it*\n\nsecond [link](https://example.org)')).toBe(
      '<p><strong>Bold</strong> and <em>it</em></p><p>second <a href="https://example.org">link</a></p>',
    );
    expect(markdownToRichText('- a\n- b')).toEqual('<ul><li>a</li><li>b</li></ul>');
    expect(markdownToRichText('| x | y |\n|---|---|\n| 1 | 2 |')).toBe(
      '<table><thead><tr><th>x</th><th>y</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(markdownToRichText('[x](javascript:alert(1)) <img src=x onerror=alert(1)>')).toBe(
      '<p><a>x</a> <img src="x"></p>',
    );
  });
});

describe('plainToHtml and hasMarkup', () => {
  it('escapes a plain text and keeps its line breaks', () => {
    expect(plainToHtml('a<b> & "c"\nd')).toEqual('a&#60;b&#62; &#38; &#34;c&#34;<br>d');
    expect(hasMarkup(plainToHtml('a<b>'))).toBe(false);
    expect(hasMarkup('<p>a</p>')).toBe(true);
  });
});
