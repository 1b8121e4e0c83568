import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../errors/index.js';

/** Largest image a user may upload, for every kind of upload (avatars, screenshots, proofs ...). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Where uploaded files are served from; `<url prefix>/<stored path>`. */
export const UPLOADS_URL_PREFIX = '/media/uploads';
/** Images wider or taller than this are shrunk; nobody needs more to show a screenshot or a receipt. */
const MAX_IMAGE_EDGE = 2048;
/**
 * A 5 MB file can still claim a vast canvas (a "decompression bomb"); 50 megapixels covers phone cameras
 * while keeping the decoder's memory bounded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the first bytes of a file say it is; the file's name and declared type are never trusted. */
export function detectImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

export interface SaveImageOptions {
  /** Sub-folder naming what the images are for, e.g. `avatars`, `feedback`. */
  folder: string;
  /** Crop to a centred square of this many pixels (avatars). */
  square?: number;
}

export interface StoredImage {
  /** Path below the uploads folder, to keep in the database. */
  path: string;
  /** Address the browser loads it from. */
  url: string;
  format: ImageFormat;
  bytes: number;
}

/** The browser address of a stored image path. */
export function uploadUrl(storedPath: string): string {
  return `${UPLOADS_URL_PREFIX}/${storedPath}`;
}

/**
 * Checks, re-encodes and stores user images. Re-encoding drops EXIF/XMP/ICC metadata (GPS positions,
 * camera serials) and anything hidden after the image data; the stored name is random.
 */
export class ImageStore {
  constructor(readonly directory: string) {}

  async save(bytes: Buffer, options: SaveImageOptions): Promise<StoredImage> {
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw new DomainError('IMAGE_TOO_LARGE', { params: { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 } });
    }
    const format = detectImageFormat(bytes);
    if (!format) throw new DomainError('IMAGE_UPLOAD_FAILED');
    let output: Buffer;
    try {
      // rotate() applies the EXIF orientation before the metadata is dropped, so photos stay upright.
      const { default: sharp } = await import('sharp');
      let image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      image = options.square
        ? image.resize(options.square, options.square, { fit: 'cover' })
        : image.resize(MAX_IMAGE_EDGE, MAX_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true });
      output = await image.toFormat(format).toBuffer();
    } catch (error) {
      throw new DomainError('IMAGE_UPLOAD_FAILED', { cause: error });
    }
    const storedPath = `${options.folder}/${randomBytes(16).toString('hex')}.${format === 'jpeg' ? 'jpg' : format}`;
    const file = path.join(this.directory, storedPath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, output, { flag: 'wx' });
    return { path: storedPath, url: uploadUrl(storedPath), format, bytes: output.length };
  }

  /** Removes a stored image that nothing refers to any more; a missing file is not an error. */
  async remove(storedPath: string): Promise<void> {
    await fs.rm(path.join(this.directory, storedPath), { force: true });
  }
}
