/**
 * The built-in product pictures: packshots drawn as SVG from the data they show, so the store has real,
 * meaningful pictures with no image store to run.
 */
import type { Queryable } from '../../platform/database/types';
import { escapeXml, hash, PALETTE, wrap } from '../../platform/images/svg-drawing';
import { productOfImage } from './products-repository';

export interface PackshotInput {
  name: string;
  tradeName: string;
  form: string;
}

/** A medicine box: the trade name large, the form below, a colour band per product. */
export function productPackshot({ name, tradeName, form }: PackshotInput): string {
  const colour = PALETTE[hash(tradeName) % PALETTE.length]!;
  const title = wrap(tradeName, 14, 2)
    .map(
      (l, i) =>
        `<text x="200" y="${170 + i * 40}" font-size="34" font-weight="700" text-anchor="middle" fill="#1f2328">${escapeXml(l)}</text>`,
    )
    .join('');
  const subtitle = wrap(form, 26, 2)
    .map(
      (l, i) =>
        `<text x="200" y="${262 + i * 26}" font-size="20" text-anchor="middle" fill="#57606a">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="400" fill="#ffffff"/>
<rect x="50" y="70" width="300" height="260" rx="14" fill="#f4f6f8" stroke="#c9d1d9" stroke-width="3"/>
<rect x="50" y="70" width="300" height="44" rx="14" fill="${colour}"/>
<rect x="50" y="100" width="300" height="14" fill="${colour}"/>
${title}${subtitle}
</svg>`;
}

/** The packshot of the product whose picture lives at `imagePath`; null when no product has it. */
export async function productPicture(db: Queryable, imagePath: string): Promise<string | null> {
  const product = await productOfImage(db, imagePath);
  return product ? productPackshot(product) : null;
}
