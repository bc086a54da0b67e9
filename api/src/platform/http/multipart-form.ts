import type { FastifyRequest } from 'fastify';
import { invalid, invalidFields } from '../errors';
import { unsafeText } from './input-guard';

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

export interface FileLimits {
  maxFiles: number;
  maxBytes: number;
}

const ATTACHMENT_FIELD = /^attachment\[\d{1,2}\]$/;

/**
 * Reads a multipart form: text fields (booleans as 0/1) and files sent as attachment[n]. A file over the size
 * limit is a field-level 400, not a broken connection; a file under any other name is refused.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: FileLimits,
): Promise<[Record<string, string>, UploadedFile[]]> {
  const tooLarge = `Файл больше ${Math.round(limits.maxBytes / 1024 / 1024)} МБ.`;
  if (!request.isMultipart()) throw invalid('multipart_required', 'Форма отправляется как multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles + 1, fields: 30, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        if (!ATTACHMENT_FIELD.test(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw invalid('unexpected_file', 'Файлы прикладываются в поле attachment[n].');
        }
        const content = await part.toBuffer();
        const nameProblem = unsafeText(part.filename);
        if (nameProblem) throw invalid('invalid_input', nameProblem);
        files.push({ fileName: part.filename.slice(0, 200), content });
      } else if (typeof part.value === 'string') {
        const problem = unsafeText(part.fieldname) ?? unsafeText(part.value);
        if (problem) throw invalid('invalid_input', problem);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalidFields('attachment_refused', tooLarge, { attachment: tooLarge });
    if (code === 'FST_FILES_LIMIT') {
      const message = `Можно приложить не больше ${limits.maxFiles} файлов.`;
      throw invalidFields('attachment_refused', message, { attachment: message });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw invalid('form_refused', 'Форма не прочитана: слишком много полей или неверный формат.');
    }
    throw error;
  }
  return [fields, files];
}
