/**
 * The built-in image provider: product packshots and promo banners drawn as SVG from the data
 * they show, so the store has real, meaningful pictures with no image store to run. A real
 * deployment points image URLs at its media CDN instead.
 */

const PALETTE = ['#00737a', '#0057a8', '#6a2c91', '#2e7d32', '#c62828', '#8d5a00', '#37474f', '#ad1457'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Breaks text into at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

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
