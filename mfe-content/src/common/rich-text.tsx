import { useTheme, type Theme } from '@emotion/react';

/** Content files write the call-centre number as {phone}: each brand has its own, a link to call it. */
export function withBrandPhone(html: string, phone: { tel: string; display: string }): string {
  return html.split('{phone}').join(`<a href="tel:${phone.tel}">${phone.display}</a>`);
}

/**
 * The body of an article or a page as the server rendered it. The server sanitises every body (no scripts, no
 * event handlers, only plain text markup), which is why it may be set as HTML here.
 */
export function RichText({ html }: { html: string }) {
  const { phone } = useTheme();
  return (
    <div
      css={(theme: Theme) => ({
        fontSize: 18,
        lineHeight: 1.6,
        maxWidth: 760,
        overflowWrap: 'anywhere',
        h2: { fontSize: 24, margin: '32px 0 12px', scrollMarginTop: 16 },
        h3: { fontSize: 20, margin: '24px 0 8px', scrollMarginTop: 16 },
        'p, ul, ol': { margin: '0 0 16px' },
        a: { color: theme.colors.primary },
        'a:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        table: { borderCollapse: 'collapse', width: '100%', margin: '0 0 16px', display: 'block', overflowX: 'auto' },
        'th, td': { border: `1px solid ${theme.colors.border}`, padding: '8px 10px', textAlign: 'left' },
        blockquote: { margin: '0 0 16px', padding: '8px 16px', borderLeft: `4px solid ${theme.colors.primary}` },
      })}
      dangerouslySetInnerHTML={{ __html: withBrandPhone(html, phone) }}
    />
  );
}
