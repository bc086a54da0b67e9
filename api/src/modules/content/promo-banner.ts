/** The built-in promo pictures: a banner drawn as SVG from the promotion's name. */
import type { Queryable } from '../../platform/database/types';
import { escapeXml, hash, PALETTE, wrap } from '../../platform/images/svg-drawing';
import { slideOfImage } from './slides-repository';

/** A promo banner: the promotion's name on the brand-neutral gradient of its colour. */
export function promoBanner(name: string, { width, height }: { width: number; height: number }): string {
  const colour = PALETTE[hash(name) % PALETTE.length]!;
  const fontSize = Math.round(height / 7);
  const lines = wrap(name, Math.max(10, Math.floor(width / (fontSize * 0.62))), 3)
    .map(
      (l, i) =>
        `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.38) + i * fontSize * 1.25}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1f2328"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="16" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.5}" r="${height * 0.32}" fill="#ffffff" opacity="0.15"/>
${lines}
</svg>`;
}

/** The banner of the slide whose picture lives at `imagePath`, in the slide's size; null when no slide has it. */
export async function slidePicture(db: Queryable, imagePath: string): Promise<string | null> {
  const slide = await slideOfImage(db, imagePath);
  if (!slide) return null;
  const size =
    slide.type === 'HOME_SIDE'
      ? { width: 400, height: 316 }
      : slide.small
        ? { width: 375, height: 240 }
        : { width: 670, height: 316 };
  return promoBanner(slide.name, size);
}
