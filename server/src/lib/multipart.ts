import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors';

export interface ReadFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

export interface MultipartOptions {
  /** Busboy's limits: bytes in one file, files, fields, bytes in one field. */
  limits: { fileSize: number; files: number; fields: number; fieldSize: number };
  /** The file fields kept; a file under any other name is read and dropped. */
  fileFields: readonly string[];
  /** How many files are kept at most. */
  maxFiles: number;
  /** One file past `maxFiles`: refused with `tooManyFiles` (the default), or read and dropped. */
  extraFiles?: 'refuse' | 'drop';
  /** An empty file is not kept, and does not count towards `maxFiles`. */
  dropEmptyFiles?: boolean;
  /** Runs as each kept file begins, before it is read into memory (a user's photo quota). */
  beforeFile?: () => Promise<void>;
  /** Runs on each text field as it comes; what it throws ends the reading. */
  onField?: (name: string, value: string) => void;
  /** The answers to a body past the limits, in the words of the form. */
  messages: {
    /** 413: a file past `limits.fileSize`, given its name where known. */
    tooLarge: (fileName: string | undefined) => string;
    /** 400: more files than allowed. */
    tooManyFiles: string;
    /** 400: past `limits.fields` fields or too many parts; without it, the library's own 413. */
    tooManyFields?: string;
    /** 415: a body that is not multipart/form-data; without it, the library's own 406. */
    notMultipart?: string;
  };
}

const isFile = (part: MultipartFile | MultipartValue): part is MultipartFile =>
  part.type === 'file';

/**
 * Reads a multipart body's text fields and kept files, and answers @fastify/multipart's limit
 * errors with the form's own messages; an HttpError thrown on the way (a quota) passes as it is.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; files: ReadFile[] }> {
  const { messages } = options;
  const fields: Record<string, string> = {};
  const files: ReadFile[] = [];
  try {
    for await (const part of request.parts({ limits: options.limits })) {
      if (!isFile(part)) {
        if (typeof part.value !== 'string') continue;
        options.onField?.(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
        continue;
      }
      const extra = files.length === options.maxFiles;
      if (
        !options.fileFields.includes(part.fieldname) ||
        (extra && options.extraFiles === 'drop')
      ) {
        await part.toBuffer();
        continue;
      }
      if (extra) throw badRequest(messages.tooManyFiles);
      await options.beforeFile?.();
      const data = await part.toBuffer();
      // Only when busboy is told not to throw at the limit; kept for that case.
      if (part.file.truncated) throw new HttpError(413, messages.tooLarge(part.filename));
      if (data.length > 0 || !options.dropEmptyFiles)
        files.push({ fieldName: part.fieldname, fileName: part.filename, data });
    }
  } catch (error) {
    throw answerFor(error, messages);
  }
  return { fields, files };
}

/** @fastify/multipart's error as the form's answer; any other error as it is. */
function answerFor(error: unknown, messages: MultipartOptions['messages']): unknown {
  if (error instanceof HttpError) return error;
  const { code, part } = error as { code?: string; part?: { filename?: string } };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, messages.tooLarge(part?.filename));
    case 'FST_FILES_LIMIT':
      return badRequest(messages.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return messages.tooManyFields === undefined ? error : badRequest(messages.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return messages.notMultipart === undefined
        ? error
        : new HttpError(415, messages.notMultipart);
    default:
      return error;
  }
}
