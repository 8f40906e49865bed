import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExternalLink, isNumberLike, isUnset, isValidFileName, isValidText } from './text-rules.js';
import { maskContact } from './contact-mask.js';

describe('text rules', () => {
  it('external links', () => {
    for (const s of ['http://a', 'https://b', 'mailto:x@y', 'tel:123']) expect(isExternalLink(s)).toBe(true);
    for (const s of ['/path', 'ftp://x', 'HTTP://a', ' https://a', 'javascript:alert(1)']) expect(isExternalLink(s)).toBe(false);
  });
  it('trimmed text needs 2 characters', () => {
    expect(isValidText(' a ')).toBe(false);
    expect(isValidText('ab')).toBe(true);
    expect(isValidText('  张三 ')).toBe(true);
  });
  it('file names refuse every reserved character', () => {
    for (const c of ['\\', '/', ':', '*', '?', '"', '<', '>', '|']) expect(isValidFileName(`a${c}b.txt`)).toBe(false);
    expect(isValidFileName('生菜-2026.csv')).toBe(true);
    fc.assert(fc.property(fc.string().filter((s) => s.length > 0 && !/[\\/:*?"<>|]/.test(s)), (s) => isValidFileName(s)));
  });
  it('numbers parse like parseFloat', () => {
    expect(isNumberLike('12.5')).toBe(true);
    expect(isNumberLike('12abc')).toBe(true);
    expect(isNumberLike('abc')).toBe(false);
    expect(isNumberLike(NaN)).toBe(false);
    expect(isNumberLike(0)).toBe(true);
    expect(isNumberLike(null)).toBe(false);
  });
  it('sentinel -9999', () => {
    expect(isUnset(-9999)).toBe(true);
    expect(isUnset('-9999')).toBe(true);
    expect(isUnset(-9998)).toBe(false);
  });
  it('masks values longer than 3 characters', () => {
    expect(maskContact('13800138000')).toBe('138********');
    expect(maskContact('abcd')).toBe('abc********');
    expect(maskContact('abc')).toBe('abc');
    expect(maskContact('')).toBe('');
    fc.assert(fc.property(fc.string({ minLength: 4 }), (s) => maskContact(s) === s.slice(0, 3) + '*'.repeat(8)));
  });
});
