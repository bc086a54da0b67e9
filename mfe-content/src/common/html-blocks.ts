/**
 * The top-level elements of the API's sanitised HTML, read without a DOM so that a page drawn on the server and
 * the same page in the browser split it alike. The sanitiser escapes `<` and `>` in text and attribute values and
 * drops comments, so every `<` starts a tag; text between top-level elements is not kept (the body holds blocks).
 */
export interface HtmlBlock {
  /** the element's tag name, lower case */
  tag: string;
  /** the element's HTML, its own tags included */
  outerHtml: string;
  /** the HTML inside it */
  innerHtml: string;
}

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

export function htmlBlocks(html: string): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  let depth = 0;
  let open = { tag: '', start: 0, innerStart: 0 };
  for (const match of html.matchAll(TAG)) {
    const [text, closing, name] = match as unknown as [string, string, string];
    const tag = name.toLowerCase();
    const at = match.index ?? 0;
    if (closing) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && open.tag)
        blocks.push({
          tag: open.tag,
          outerHtml: html.slice(open.start, at + text.length),
          innerHtml: html.slice(open.innerStart, at),
        });
    } else if (VOID_ELEMENTS.has(tag) || text.endsWith('/>')) {
      if (depth === 0) blocks.push({ tag, outerHtml: text, innerHtml: '' });
    } else {
      if (depth === 0) open = { tag, start: at, innerStart: at + text.length };
      depth += 1;
    }
  }
  return blocks;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of a piece of HTML, as a DOM's textContent reads it: tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity: string, code: string) => {
    if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}
