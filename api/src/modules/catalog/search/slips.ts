/**
 * How far a typed word is from a known one, counted in slips: the optimal-string-alignment form of
 * Damerau–Levenshtein (insert, delete, substitute, swap two neighbours: one slip each), where hitting a key next to
 * the right one on the ЙЦУКЕН or QWERTY keyboard counts half.
 */

const ROWS = ['йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** Each row sits a little further right than the one above it, as on a keyboard. */
const ROW_SHIFT = [0, 0.3, 0.8, 0, 0.3, 0.8];

const place = new Map<string, { layout: number; row: number; x: number }>();
ROWS.forEach((keys, index) => {
  [...keys].forEach((key, column) =>
    place.set(key, { layout: index < 3 ? 0 : 1, row: index % 3, x: column + (ROW_SHIFT[index] as number) }),
  );
});
place.set('ё', place.get('е') as { layout: number; row: number; x: number });

/** Whether two keys touch on the keyboard (same layout, same or adjacent row, less than a key and a half apart). */
export function neighbouringKeys(a: string, b: string): boolean {
  const one = place.get(a);
  const other = place.get(b);
  if (!one || !other || a === b || one.layout !== other.layout) return false;
  return Math.abs(one.row - other.row) <= 1 && Math.abs(one.x - other.x) <= 1.2;
}

/** Slips between two words; stops counting (returns Infinity) once every alignment exceeds `limit`. */
export function slipDistance(typed: string, known: string, limit = Infinity): number {
  if (Math.abs(typed.length - known.length) > limit) return Infinity;
  const rows = typed.length + 1;
  const columns = known.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    let best = Infinity;
    const row = d[i] as number[];
    const previous = d[i - 1] as number[];
    for (let j = 1; j < columns; j++) {
      const a = typed[i - 1] as string;
      const b = known[j - 1] as string;
      const substitution = a === b ? 0 : neighbouringKeys(a, b) ? 0.5 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + substitution,
      );
      if (i > 1 && j > 1 && a === known[j - 2] && typed[i - 2] === b)
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return Infinity;
  }
  return (d[rows - 1] as number[])[columns - 1] as number;
}

/** Words this long may carry two slips and still be found; shorter ones would match too much. */
export const TWO_SLIPS_FROM = 7;
export const MAX_SLIPS = 2;
