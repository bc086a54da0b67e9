import { brandIdentity, type Brand } from '@apteka/contracts';
import { escapeXml, wrap } from '../../platform/images/svg-drawing';

export const BRAND_LOGO_PATH = '/images/brand-logo.svg';

/** The chain's square logo for search results and link previews: its name in white on its colour. */
export function brandLogo(brand: Brand): string {
  const { name, primary } = brandIdentity(brand);
  const lines = wrap(name, 12, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="128" y="${136 + (i - (lines.length - 1) / 2) * 34}" font-size="30" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}"><rect width="256" height="256" rx="32" fill="${primary}"/>${text}</svg>`;
}
