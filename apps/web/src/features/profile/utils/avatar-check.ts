import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@pfs/domain/auth';

const TYPE_NAMES: Record<(typeof AVATAR_TYPES)[number], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

export const AVATAR_TYPE_TEXT = AVATAR_TYPES.map((t) => TYPE_NAMES[t]).join('、');
export const AVATAR_SIZE_TEXT = `${AVATAR_MAX_BYTES / 1024 / 1024} MB`;

/** Checks an avatar file before sending (the server checks the bytes again): null when fine, else why not. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return `头像只支持 ${AVATAR_TYPE_TEXT} 格式的图片`;
  if (file.size > AVATAR_MAX_BYTES) return `头像图片不能超过 ${AVATAR_SIZE_TEXT}`;
  if (file.size === 0) return '头像图片是空文件';
  return null;
}
