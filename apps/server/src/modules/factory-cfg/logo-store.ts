import fs from 'node:fs/promises';
import path from 'node:path';
import { FAC_LOGO_MAX_BYTES } from '@pfs/domain';
import { badRequest } from '../../lib/app-error.js';
import { sniffImage } from '../../lib/image-sniff.js';
import { reencodeWebp, writeOwnedWebp } from '../../lib/webp-picture.js';

/** Stored logos fit in this many pixels a side (the side menu shows 28 px, the settings page 96 px). */
export const LOGO_SIZE = 256;

/** PNG, JPEG or WebP by the file's first bytes — never by its name or declared type. */
export function sniffLogo(b: Buffer): 'png' | 'jpg' | 'webp' | null {
  const f = sniffImage(b);
  return f === 'gif' ? null : f;
}

/**
 * Factory logos under DATA_DIR/pics/logos, served at /pics/logos/<logo_name>. The upload is decoded and its
 * pixels encoded afresh as WebP (transparency kept), so whatever else the file carried is not stored.
 */
export class LogoStore {
  private readonly dir: string;
  constructor(picsDir: string) {
    this.dir = path.join(picsDir, 'logos');
  }

  /** Checks and stores the image; answers the new file name. */
  async save(fid: number, bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw badRequest('Logo 文件为空');
    if (bytes.length > FAC_LOGO_MAX_BYTES) throw badRequest('Logo 图片不能超过 2 MB');
    if (!sniffLogo(bytes)) throw badRequest('Logo 只支持 PNG、JPEG 或 WebP 图片（按文件内容识别，改扩展名无效）');
    const webp = await reencodeWebp(bytes, {
      size: LOGO_SIZE,
      fit: 'inside',
      quality: 90,
      damaged: 'Logo 图片已损坏或尺寸过大，无法识别，请换一张图片',
    });
    return writeOwnedWebp(this.dir, fid, webp);
  }

  /** Deletes a replaced logo of this factory; a name of another factory or outside the folder is left alone. */
  async remove(fid: number, name: string): Promise<void> {
    const m = /^(\d+)-[0-9a-f]+\.webp$/.exec(name);
    if (!m || Number(m[1]) !== fid) return;
    await fs.rm(path.join(this.dir, name), { force: true });
  }
}
