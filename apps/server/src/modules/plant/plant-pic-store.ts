import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PIC_MAX_BYTES } from '@pfs/domain/plant';
import { badRequest } from '../../lib/app-error.js';
import { sniffImage } from '../../lib/image-sniff.js';

/** Thumbnails fit in this many pixels a side (lists and record cards show them at 64–160 px, twice for sharp screens). */
export const PIC_THUMB_SIZE = 320;
/** Refuses decompression bombs before decoding: a 10 MiB file can claim billions of pixels (a 48 MP phone photo is allowed). */
const MAX_INPUT_PIXELS = 100_000_000;
const MIB = 1024 * 1024;

type PicFormat = 'jpeg' | 'png' | 'webp';
const EXT: Record<PicFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const MIME: Record<PicFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export type StoredPic = { file: string; thumb: string; mime: string; bytes: number; width: number; height: number };

/** JPEG, PNG or WebP by the file's first bytes — never by its name or declared type. */
export function sniffPic(b: Buffer): PicFormat | null {
  const f = sniffImage(b);
  return f === 'jpg' ? 'jpeg' : f === 'gif' ? null : f;
}

const NAME = /^[0-9a-f]{24}(_t)?\.(jpg|png|webp)$/;

/**
 * Crop and pest photos under DATA_DIR/pics/plant, served at /pics/plant/<file>. The upload is decoded and its
 * pixels encoded afresh in its own format (turned upright by its EXIF orientation), so whatever else the file
 * carried — appended HTML, scripts, the location the phone wrote into it — is not stored. A 320 px WebP
 * thumbnail is written beside it.
 */
export class PlantPicStore {
  readonly dir: string;
  constructor(picsDir: string) {
    this.dir = path.join(picsDir, 'plant');
  }

  static url(file: string) {
    return `/pics/plant/${file}`;
  }

  async save(bytes: Buffer): Promise<StoredPic> {
    if (bytes.length === 0) throw badRequest('图片文件为空');
    if (bytes.length > PIC_MAX_BYTES) throw badRequest(`图片不能超过 ${PIC_MAX_BYTES / MIB} MB，请压缩后再上传`);
    const format = sniffPic(bytes);
    if (!format) throw badRequest('只支持 JPEG、PNG 或 WebP 图片（按文件内容识别，改扩展名无效）');
    let full: { data: Buffer; info: { width: number; height: number } };
    let thumb: Buffer;
    try {
      const img = sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const encoded = format === 'jpeg' ? img.jpeg({ quality: 90 }) : format === 'png' ? img.png() : img.webp({ quality: 90 });
      full = await encoded.toBuffer({ resolveWithObject: true });
      thumb = await sharp(full.data).resize(PIC_THUMB_SIZE, PIC_THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw badRequest('图片已损坏或像素过多，无法识别，请换一张图片');
    }
    await fs.mkdir(this.dir, { recursive: true });
    const base = randomBytes(12).toString('hex');
    const file = `${base}.${EXT[format]}`;
    const thumbFile = `${base}_t.webp`;
    await fs.writeFile(path.join(this.dir, file), full.data);
    await fs.writeFile(path.join(this.dir, thumbFile), thumb);
    return { file, thumb: thumbFile, mime: MIME[format], bytes: full.data.length, width: full.info.width, height: full.info.height };
  }

  /** Deletes a picture's files; a name this store never hands out (a path outside its folder) is left alone. */
  async remove(...files: string[]): Promise<void> {
    for (const f of files) if (NAME.test(f)) await fs.rm(path.join(this.dir, f), { force: true });
  }
}
