import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
  it('keeps a page of ours with its query', () => {
    expect(sameOriginPath('/screen/1?x=2')).toBe('/screen/1?x=2');
    expect(sameOriginPath('/trace/abc#top')).toBe('/trace/abc#top');
  });

  it('refuses addresses that lead to another site', () => {
    for (const t of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\t/evil.example', '', null]) {
      expect([t, sameOriginPath(t)]).toEqual([t, null]);
    }
  });
});
