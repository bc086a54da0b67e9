/** The built-in pictures of authors (initials on a colour of their own) and promotions (their banner). */
import type { Queryable } from '../../platform/database/types';
import { escapeXml, hash, PALETTE } from '../../platform/images/svg-drawing';
import { findAuthor } from './articles-repository';
import { promoBanner } from './promo-banner';
import { promotionTitle } from './promotions-repository';

export const AUTHOR_PHOTO_SIZE = 160;
export const PROMOTION_PICTURE = { width: 640, height: 320 } as const;

export const authorPhotoPath = (id: number) => `/images/authors/${id}.svg`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .filter((_, index, parts) => index === 0 || index === parts.length - 1)
    .map((part) => part[0]!.toUpperCase())
    .join('');

export async function authorPhoto(db: Queryable, id: number): Promise<string | null> {
  const author = await findAuthor(db, id);
  if (!author) return null;
  const size = AUTHOR_PHOTO_SIZE;
  const colour = PALETTE[hash(author.name) % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(author.name)}">
<rect width="${size}" height="${size}" rx="${size / 2}" fill="${colour}"/>
<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-size="${size * 0.38}" font-weight="700" fill="#ffffff">${escapeXml(initials(author.name))}</text>
</svg>`;
}

export async function promotionPicture(db: Queryable, slug: string): Promise<string | null> {
  const promotion = await promotionTitle(db, slug);
  return promotion ? promoBanner(promotion.title, PROMOTION_PICTURE) : null;
}
