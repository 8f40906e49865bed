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

/** How an owned picture's upload is checked and stored: its limits, the formats taken and the messages naming it. */
export type OwnedPictureRules = {
  maxBytes: number;
  /** Whether the file's first bytes are a format taken (never by its name or declared type). */
  accepts: (bytes: Buffer) => unknown;
  messages: { empty: string; tooBig: string; wrongFormat: string };
  webp: WebpShape;
};

/**
 * Pictures each owned by one user or factory, in one folder: an upload is checked, re-encoded as WebP and stored
 * under a fresh name; a replaced one is deleted only when its name says it is the owner's.
 */
export class OwnedPictures {
  constructor(
    protected readonly dir: string,
    private readonly rules: OwnedPictureRules,
  ) {}

  /** Checks and stores the upload of `owner`; answers the new file name. */
  protected async store(owner: number, bytes: Buffer): Promise<string> {
    const { maxBytes, accepts, messages, webp } = this.rules;
    if (bytes.length === 0) throw badRequest(messages.empty);
    if (bytes.length > maxBytes) throw badRequest(messages.tooBig);
    if (!accepts(bytes)) throw badRequest(messages.wrongFormat);
    return writeOwnedWebp(this.dir, owner, await reencodeWebp(bytes, webp));
  }

  /** Deletes the file `name` names when `owned` (the owner's id its first group) matches it for `owner`; anything else is left alone. */
  protected async removeOwned(owner: number, name: string, owned: RegExp): Promise<void> {
    const m = owned.exec(name);
    if (!m || Number(m[1]) !== owner) return;
    await fs.rm(path.join(this.dir, path.basename(name)), { force: true });
  }
}
