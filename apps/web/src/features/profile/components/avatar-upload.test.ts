import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-upload';

describe('checkAvatarFile', () => {
  it('accepts images up to 2 MB and names what is wrong otherwise', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toContain('不能超过 2 MB');
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toContain('只支持');
  });
});
