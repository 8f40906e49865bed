import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from './app-error.js';

/** Refuses decompression bombs before decoding: a 2 MiB file can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export type WebpShape = {
  /** At most this many pixels a side. */
  size: number;
  fit: 'inside' | 'cover';
  quality: number;
  /** The message when the upload cannot be decoded. */
  damaged: string;
};

/**
 * Decodes an uploaded picture and encodes its pixels afresh as a WebP: whatever else the file carried (appended HTML,
 * scripts, metadata, further frames) is not stored.
 */
export async function reencodeWebp(bytes: Buffer, shape: WebpShape): Promise<Buffer> {
  try {
    return await sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(shape.size, shape.size, { fit: shape.fit, withoutEnlargement: true })
      .webp({ quality: shape.quality })
      .toBuffer();
  } catch {
    throw badRequest(shape.damaged);
  }
}

/** Stores a picture of `owner` (a user or factory id) in `dir` under a fresh name `<owner>-<random>.webp`; answers the name. */
export async function writeOwnedWebp(dir: string, owner: number, webp: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${owner}-${randomBytes(6).toString('hex')}.webp`;
  await fs.writeFile(path.join(dir, name), webp);
  return name;
}
