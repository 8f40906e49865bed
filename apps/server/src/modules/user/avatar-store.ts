import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@pfs/domain';
import { badRequest } from '../../lib/app-error.js';
import { sniffImage } from '../../lib/image-sniff.js';
import { reencodeWebp, writeOwnedWebp } from '../../lib/webp-picture.js';

/** Stored avatars are at most this many pixels a side. */
export const AVATAR_SIZE = 256;

/**
 * Decodes the upload and encodes its pixels afresh as a WebP of at most AVATAR_SIZE a side: whatever else the file
 * carried (appended HTML, scripts, metadata, further frames) is not stored.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  return reencodeWebp(bytes, { size: AVATAR_SIZE, fit: 'cover', quality: 85, damaged: '头像图片已损坏或尺寸过大，无法识别，请换一张图片' });
}

/** Pictures live under DATA_DIR/pics and are served at /pics/. */
export class AvatarStore {
  private readonly dir: string;
  constructor(picsDir: string) {
    this.dir = path.join(picsDir, 'avatars');
  }

  async save(uid: number, bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw badRequest('头像文件为空');
    if (bytes.length > AVATAR_MAX_BYTES) throw badRequest('头像文件不能超过 2 MB');
    if (!sniffImage(bytes)) throw badRequest('头像只支持 PNG、JPEG、WebP 或 GIF 图片');
    const webp = await reencodeAvatar(bytes);
    const name = await writeOwnedWebp(this.dir, uid, webp);
    return `/pics/avatars/${name}`;
  }

  /** Deletes a replaced avatar of this user; anything else (another user's file, a path outside) is left alone. */
  async remove(uid: number, pic: string): Promise<void> {
    const m = /^\/pics\/avatars\/(\d+)-[0-9a-f]+\.(png|jpg|gif|webp)$/.exec(pic);
    if (!m || Number(m[1]) !== uid) return;
    await fs.rm(path.join(this.dir, path.basename(pic)), { force: true });
  }
}
