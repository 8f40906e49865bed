import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const page = () => lazyPage(async () => ({ default: ({ name }: { name: string }) => createElement('h4', null, `网关 ${name}`) }));
const render = (Page: ReturnType<typeof page>) => renderToString(createElement(Suspense, { fallback: '加载中' }, createElement(Page, { name: 'demo-grow-1' })));

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the loading fallback', async () => {
    const Page = page();
    await Page.preload();
    const html = render(Page);
    expect(html).toContain('<h4>网关 demo-grow-1</h4>');
    expect(html).not.toContain('加载中');
  });

  it('shows the fallback while the chunk of a page nobody preloaded is still on its way', () => {
    const html = render(page());
    expect(html).toContain('加载中');
    expect(html).not.toContain('<h4>');
  });

  it('fetches the chunk once however often it is preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { default: () => createElement('p', null, 'ok') };
    });
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('asks again after a failed fetch (e.g. the network dropped during boot)', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new Error('network');
      return { default: () => createElement('p', null, 'ok') };
    });
    await expect(Page.preload()).rejects.toThrow('network');
    await Page.preload();
    expect(render(Page as never)).toContain('<p>ok</p>');
  });
});
