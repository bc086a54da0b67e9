/**
 * Markdown of the content files to HTML a page may show as it is: rendered by marked, then sanitised by
 * sanitize-html with a short list of tags and attributes, so a script, an event handler or a javascript: link
 * written into a file never reaches a page.
 */
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { slugify } from '../../platform/text/translit';

export interface TocEntry {
  id: string;
  title: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  /** the `##` and `###` headings, in order, with the ids of their anchors */
  toc: TocEntry[];
  words: number;
}

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], h2: ['id'], h3: ['id'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // a heading of level 1 belongs to the page: the body's headings start at 2
  transformTags: { h1: 'h2' },
};

const plainText = (text: string) => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });

/** Renders one body; heading ids are unique within it (a repeated title gets -2, -3…). */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const level = Math.min(Math.max(token.depth, 2), 4);
        if (level > 3) return `<h4>${inner}</h4>\n`;
        const title = plainText(inner).trim();
        const base = slugify(title) || 'razdel';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        toc.push({ id, title, level: level as 2 | 3 });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const html = sanitizeHtml(marked.parse(markdown, { async: false }), ALLOWED).trim();
  // tags become spaces, so the words of two paragraphs never run together
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return { html, toc, words };
}

/** Minutes a reader needs at about 180 words a minute (older readers, medical text); at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 180));
