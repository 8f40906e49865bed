import { createElement, lazy, useState, type ComponentType } from 'react';

type Preloadable = { preload: () => Promise<unknown> };
/** A code-split page whose chunk can be fetched before it renders (a deep link starts it at boot). */
export type LazyPage<P extends object = object> = ComponentType<P> & Preloadable;

type Module<P> = { default: ComponentType<P> };

/**
 * Like React.lazy, plus `preload()`. A page whose chunk already arrived renders at once instead of
 * suspending for a tick, so a preloaded deep link paints without a fallback frame.
 */
export function lazyPage<P extends object = object>(load: () => Promise<Module<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        // A failed fetch may succeed when the page renders and asks again.
        pending = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(preload);
  function Page(props: P) {
    // Chosen once per mount: switching type later would remount the page and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload });
}

/** Starts fetching a route component's chunk if it is a lazy page; anything else is already there. */
export function preloadComponent(component: unknown): void {
  const preload = (component as Partial<Preloadable> | undefined)?.preload;
  if (typeof preload === 'function') preload().catch(() => undefined);
}
