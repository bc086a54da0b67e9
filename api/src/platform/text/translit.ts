/** Russian -> Latin transliteration for URL slugs (close to the Yandex/GOST-for-URLs style). */
const TABLE: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function transliterate(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += TABLE[char] ?? char;
  return out;
}

/** 'Нурофен таблетки 200 мг' -> 'nurofen-tabletki-200-mg' */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/\+/g, '-plus-')
    .replace(/%/g, '-pct-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-');
}
