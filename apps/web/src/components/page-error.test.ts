import { describe, expect, it } from 'vitest';
import { isChunkLoadError, pageErrorText } from './page-error';

describe('page error text', () => {
  it('knows a chunk that failed to load in each browser', () => {
    for (const msg of [
      'Failed to fetch dynamically imported module: http://x/assets/dashboard-page-Ab12.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ]) {
      expect(isChunkLoadError(new TypeError(msg))).toBe(true);
    }
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('asks for a reload when the script is missing, and names the fault otherwise', () => {
    expect(pageErrorText(new TypeError('Failed to fetch dynamically imported module: /a.js')).title).toBe('页面加载失败');
    const other = pageErrorText(new Error('boom'));
    expect(other.title).toBe('页面出错了');
    expect(other.detail).toContain('boom');
  });
});
