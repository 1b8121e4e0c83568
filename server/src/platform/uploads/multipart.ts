import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError, type ErrorCode } from '../errors/index.js';
import { MAX_IMAGE_BYTES } from './image-store.js';

/** One file of a multipart request, read into memory (uploads are small and re-encoded anyway). */
export interface UploadedFile {
  field: string;
  /** As the client named it; informative only, never used to decide the type or the stored name. */
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFileBytes?: number;
  maxFiles?: number;
  /** The error (with param `megabytes`) for a file over `maxFileBytes`; IMAGE_TOO_LARGE when absent. */
  tooLargeError?: ErrorCode;
}

/**
 * Reads a `multipart/form-data` request. A file over `maxFileBytes` answers IMAGE_TOO_LARGE as soon
 * as the limit is passed, without reading the rest into memory; a body that is not multipart, is malformed
 * or ends before its closing boundary answers UPLOAD_MALFORMED (400), as does a client that hangs up mid-upload.
 */
export function readMultipart(req: Request, limits: MultipartLimits = {}): Promise<MultipartForm> {
  const maxFileBytes = limits.maxFileBytes ?? MAX_IMAGE_BYTES;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxFileBytes, files: limits.maxFiles ?? 1, fields: 20, fieldSize: 10_000 },
      });
    } catch (error) {
      reject(new DomainError('UPLOAD_MALFORMED', { cause: error }));
      return;
    }
    const malformed = (error: unknown) => {
      // Stop reading: the rest of the body is dropped as the answer is sent.
      req.unpipe(parser);
      req.resume();
      reject(new DomainError('UPLOAD_MALFORMED', { cause: error }));
    };
    const form: MultipartForm = { fields: {}, files: [] };
    let failure: DomainError | undefined;
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new DomainError(limits.tooLargeError ?? 'IMAGE_TOO_LARGE', {
          params: { megabytes: maxFileBytes / 1024 / 1024 },
        });
        stream.resume();
      });
      // A body cut off inside a file fails the file stream as well as the parser; the parser's error answers,
      // and this listener keeps the stream's error from being unhandled (which ends the process).
      stream.on('error', (error) => malformed(error));
      stream.on('close', () => {
        if (!failure) form.files.push({ field, filename: info.filename ?? '', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('error', (error) => malformed(error));
    parser.on('close', () => (failure ? reject(failure) : resolve(form)));
    // A client hanging up mid-upload errors the request, which pipe() does not pass on to the parser.
    req.on('error', (error) => malformed(error));
    req.pipe(parser);
  });
}
