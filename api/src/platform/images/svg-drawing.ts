/**
 * What the built-in pictures are drawn with: a palette picked by a stable hash of the subject, escaped text and
 * text wrapped into a few lines. Real deployments point image URLs at their media CDN instead.
 */

export const PALETTE = ['#00737a', '#0057a8', '#6a2c91', '#2e7d32', '#c62828', '#8d5a00', '#37474f', '#ad1457'];

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export { escapeMarkup as escapeXml } from '../text/escape-markup';

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
