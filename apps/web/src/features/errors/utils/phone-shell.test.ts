import { describe, expect, it } from 'vitest';
import { framingPath, inPhoneShell, withPhoneShellFlag } from './phone-shell';

describe('inPhoneShell', () => {
  it('is the bare layout for a page /h5wrap framed with its flag', () => {
    expect(inPhoneShell({ search: '?h5=1', framedBy: '/h5wrap' })).toBe(true);
    expect(inPhoneShell({ search: '?plan_id=3&h5=1', framedBy: null })).toBe(true);
  });

  it('stays bare for a page reached by a link inside the frame, which lost the flag', () => {
    expect(inPhoneShell({ search: '?plan_id=3', framedBy: '/h5wrap' })).toBe(true);
    expect(inPhoneShell({ search: '', framedBy: '/h5wrap/si/plan' })).toBe(true);
  });

  it('keeps the console for a page at the top or framed by anything else', () => {
    expect(inPhoneShell({ search: '', framedBy: null })).toBe(false);
    expect(inPhoneShell({ search: '?h5=0', framedBy: null })).toBe(false);
    expect(inPhoneShell({ search: '', framedBy: '/screen/1' })).toBe(false);
    expect(inPhoneShell({ search: '', framedBy: '/h5wrapper' })).toBe(false);
  });
});

describe('framingPath', () => {
  it('is null at the top and for a frame of another site', () => {
    const top = { self: 1, top: 1 } as unknown as Window;
    expect(framingPath(top)).toBeNull();
    const foreign = {
      self: 1,
      top: 2,
      get parent(): Window {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    } as unknown as Window;
    expect(framingPath(foreign)).toBeNull();
  });

  it('is the path of our own page framing this one', () => {
    const framed = { self: 1, top: 2, parent: { location: { pathname: '/h5wrap' } } } as unknown as Window;
    expect(framingPath(framed)).toBe('/h5wrap');
  });
});

describe('withPhoneShellFlag', () => {
  it('adds the flag and keeps the query and hash', () => {
    expect(withPhoneShellFlag('/si/plan')).toBe('/si/plan?h5=1');
    expect(withPhoneShellFlag('/si/plan_detail?plan_id=3#items')).toBe('/si/plan_detail?plan_id=3&h5=1#items');
  });
});
