import { escapeMarkup as escapeHtml } from '../../platform/text/escape-markup';
import { scriptJson } from '../../platform/text/script-json';

/** The head a page is served with, before any script runs: what search engines and link previews read. */
export interface PageHead {
  title: string;
  description: string;
  /** the one address of this page (absolute); none for pages that must not be indexed */
  canonical: string | null;
  /** pages of one shopper (basket, account, orders) and search results stay out of search engines */
  noindex: boolean;
  ogType: 'website' | 'product' | 'article';
  /** absolute URL of the page's picture for link previews */
  image: string | null;
  /** schema.org objects, each sent as one JSON-LD block */
  structuredData: object[];
}

export function renderHead(head: PageHead, nonce: string, siteName: string, status = 200): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    // The shell reads the answer's status to show its 404 page for an address its route table would accept.
    status === 200 ? null : `<meta name="page-status" content="${status}" />`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex, follow" />' : null,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : null,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : null,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : null,
    '<meta property="og:locale" content="ru_RU" />',
    ...head.structuredData.map(
      (data) => `<script type="application/ld+json" nonce="${nonce}">${scriptJson(data)}</script>`,
    ),
  ];
  return tags.filter((tag): tag is string => tag !== null).join('\n    ');
}

/** A description fits the snippet search engines show: whole words, at most `limit` characters. */
export function snippet(text: string, limit = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}
