import { ATTACHMENTS } from './feedback-forms';

/** A file a shopper attached: its name as sent and its bytes. */
export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

/** A PDF file starts with "%PDF-" (possibly after a few bytes of junk, which readers tolerate within 1 KB). */
export function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, 1024).includes('%PDF-');
}

/** Why the attachments cannot be taken (in Russian), or null. Only PDF, by its name and by its content. */
export function attachmentProblem(files: UploadedFile[]): string | null {
  if (files.length > ATTACHMENTS.maxFiles) return `Можно приложить не больше ${ATTACHMENTS.maxFiles} файлов.`;
  for (const file of files) {
    if (!/\.pdf$/i.test(file.fileName)) return `Файл «${file.fileName}» не в формате PDF.`;
    if (file.content.length > ATTACHMENTS.maxBytes) return `Файл «${file.fileName}» больше 5 МБ.`;
    if (!looksLikePdf(file.content)) return `Файл «${file.fileName}» не является PDF-документом.`;
  }
  return null;
}
