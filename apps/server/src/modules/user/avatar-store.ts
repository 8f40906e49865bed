import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@pfs/domain';
import { badRequest } from '../../lib/app-error.js';

/** Recognises the image by its first bytes, not by the name or the declared type. */
export function sniffImage(b: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** Pictures live under DATA_DIR/pics and are served at /pics/. */
export class AvatarStore {
  constructor(private readonly picsDir: string) {}

  async save(uid: number, bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw badRequest('头像文件为空');
    if (bytes.length > AVATAR_MAX_BYTES) throw badRequest('头像文件不能超过 2 MB');
    const ext = sniffImage(bytes);
    if (!ext) throw badRequest('头像只支持 PNG、JPEG、WebP 或 GIF 图片');
    const dir = path.join(this.picsDir, 'avatars');
    await fs.mkdir(dir, { recursive: true });
    const name = `${uid}-${randomBytes(6).toString('hex')}.${ext}`;
    await fs.writeFile(path.join(dir, name), bytes);
    return `/pics/avatars/${name}`;
  }
}
