import path from 'node:path';
import { FAC_LOGO_MAX_BYTES } from '@pfs/domain/factory-cfg';
import { sniffImage } from '../../lib/image-sniff.js';
import { OwnedPictures, type OwnedPictureRules } from '../../lib/webp-picture.js';

/** Stored logos fit in this many pixels a side (the side menu shows 28 px, the settings page 96 px). */
export const LOGO_SIZE = 256;

/** PNG, JPEG or WebP by the file's first bytes — never by its name or declared type. */
export function sniffLogo(b: Buffer): 'png' | 'jpg' | 'webp' | null {
  const f = sniffImage(b);
  return f === 'gif' ? null : f;
}

const LOGO_PICTURES: OwnedPictureRules = {
  maxBytes: FAC_LOGO_MAX_BYTES,
  accepts: sniffLogo,
  messages: { empty: 'Logo 文件为空', tooBig: 'Logo 图片不能超过 2 MB', wrongFormat: 'Logo 只支持 PNG、JPEG 或 WebP 图片（按文件内容识别，改扩展名无效）' },
  webp: { size: LOGO_SIZE, fit: 'inside', quality: 90, damaged: 'Logo 图片已损坏或尺寸过大，无法识别，请换一张图片' },
};

/**
 * Factory logos under DATA_DIR/pics/logos, served at /pics/logos/<logo_name>. The upload is decoded and its
 * pixels encoded afresh as WebP (transparency kept), so whatever else the file carried is not stored.
 */
export class LogoStore extends OwnedPictures {
  constructor(picsDir: string) {
    super(path.join(picsDir, 'logos'), LOGO_PICTURES);
  }

  /** Checks and stores the image; answers the new file name. */
  save(fid: number, bytes: Buffer): Promise<string> {
    return this.store(fid, bytes);
  }

  /** Deletes a replaced logo of this factory; a name of another factory or outside the folder is left alone. */
  remove(fid: number, name: string): Promise<void> {
    return this.removeOwned(fid, name, /^(\d+)-[0-9a-f]+\.webp$/);
  }
}
