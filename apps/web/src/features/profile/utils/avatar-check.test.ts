import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@pfs/domain/auth';
import { checkAvatarFile } from './avatar-check';

describe('checkAvatarFile', () => {
  it('accepts every allowed type up to the size limit, inclusive', () => {
    for (const type of AVATAR_TYPES) expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses one byte over the limit, naming the limit', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('头像图片不能超过 2 MB');
  });

  it('refuses other types, naming the allowed ones', () => {
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('头像只支持 PNG、JPEG、WebP、GIF 格式的图片');
    expect(checkAvatarFile({ type: '', size: 10 })).toContain('只支持');
  });

  it('refuses an empty file', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('头像图片是空文件');
  });
});
