import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SI_PHOTO_MAX_BYTES, type SiPhoto } from '@pfs/domain/si';
import { badRequest } from '../../lib/app-error.js';
import { sniffImage } from '../../lib/image-sniff.js';
import type { SiPlanRepository } from './si-plan.repository.js';
import { siPhotoOf, siThumbOf } from './si-views.js';

const THUMB_SIZE = 320;
/** Refuses decompression bombs before decoding (a 48 MP phone photo is allowed). */
const MAX_INPUT_PIXELS = 100_000_000;
/** Phone photos are kept at most this many pixels a side: enough to read a meter, a fraction of the bytes. */
const FULL_SIZE = 2560;

/**
 * Inspection photos under DATA_DIR/pics/si, served at /pics/si/<name>. JPEG, PNG or WebP by content; the pixels are
 * encoded afresh as WebP (upright by EXIF), so nothing else the file carried is kept, with a thumbnail beside it.
 * Each is registered to its factory, so answers and notes can carry only the factory's own photos.
 */
export class SiPhotoStore {
  private readonly dir: string;
  constructor(
    picsDir: string,
    private readonly repo: SiPlanRepository,
  ) {
    this.dir = path.join(picsDir, 'si');
  }

  async save(fid: number, bytes: Buffer, uid: number): Promise<SiPhoto> {
    if (bytes.length === 0) throw badRequest('照片文件为空');
    if (bytes.length > SI_PHOTO_MAX_BYTES) throw badRequest('照片不能超过 10 MB，请压缩后再上传');
    const format = sniffImage(bytes);
    if (format !== 'jpg' && format !== 'png' && format !== 'webp') throw badRequest('只支持 JPEG、PNG 或 WebP 照片（按文件内容识别，改扩展名无效）');
    let full: Buffer;
    let thumb: Buffer;
    try {
      const img = sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      full = await img.resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
      thumb = await sharp(full).resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw badRequest('照片已损坏或像素过多，无法识别，请换一张');
    }
    await fs.mkdir(this.dir, { recursive: true });
    const name = `si-${randomBytes(12).toString('hex')}.webp`;
    await fs.writeFile(path.join(this.dir, name), full);
    await fs.writeFile(path.join(this.dir, siThumbOf(name)), thumb);
    await this.repo.addPhoto(fid, name, full.length, uid);
    return siPhotoOf(name);
  }
}
