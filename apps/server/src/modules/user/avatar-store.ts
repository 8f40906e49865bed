import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@pfs/domain/auth';
import { sniffImage } from '../../lib/image-sniff.js';
import { OwnedPictures, type OwnedPictureRules } from '../../lib/webp-picture.js';

/** Stored avatars are at most this many pixels a side. */
export const AVATAR_SIZE = 256;

const AVATAR_PICTURES: OwnedPictureRules = {
  maxBytes: AVATAR_MAX_BYTES,
  accepts: sniffImage,
  messages: { empty: '头像文件为空', tooBig: '头像文件不能超过 2 MB', wrongFormat: '头像只支持 PNG、JPEG、WebP 或 GIF 图片' },
  webp: { size: AVATAR_SIZE, fit: 'cover', quality: 85, damaged: '头像图片已损坏或尺寸过大，无法识别，请换一张图片' },
};

/**
 * Avatars under DATA_DIR/pics/avatars, served at /pics/avatars/. The upload is decoded and its pixels encoded afresh
 * as a WebP of at most AVATAR_SIZE a side: whatever else the file carried (appended HTML, scripts, metadata, further
 * frames) is not stored.
 */
export class AvatarStore extends OwnedPictures {
  constructor(picsDir: string) {
    super(path.join(picsDir, 'avatars'), AVATAR_PICTURES);
  }

  /** Checks and stores the image; answers its path under /pics. */
  async save(uid: number, bytes: Buffer): Promise<string> {
    return `/pics/avatars/${await this.store(uid, bytes)}`;
  }

  /** Deletes a replaced avatar of this user; anything else (another user's file, a path outside) is left alone. */
  remove(uid: number, pic: string): Promise<void> {
    return this.removeOwned(uid, pic, /^\/pics\/avatars\/(\d+)-[0-9a-f]+\.(png|jpg|gif|webp)$/);
  }
}
