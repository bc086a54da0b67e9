import { parse } from 'yaml';

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string | null,
    problem: string,
  ) {
    super(`${file}${field ? ` (${field})` : ''}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

/** Splits `---\n<yaml>\n---\n<body>`; the YAML must be a mapping. */
export function splitFrontMatter(file: string, text: string): { data: Record<string, unknown>; body: string } {
  const match = text.replace(/^\uFEFF/, '').match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) throw new ContentFileError(file, null, 'нет блока front matter между строками «---»');
  let data: unknown;
  try {
    data = parse(match[1]!, { schema: 'core' });
  } catch (error) {
    throw new ContentFileError(
      file,
      null,
      `front matter не читается как YAML: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentFileError(file, null, 'front matter должен быть набором полей «имя: значение»');
  }
  return { data: data as Record<string, unknown>, body: match[2]!.trim() };
}
