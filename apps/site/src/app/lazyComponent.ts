import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadChunk } from './loadChunk';

/** A component whose code is a chunk of its own, fetched the first time it is wanted. */
export interface LazyComponent<P extends object> extends FunctionComponent<P> {
  /** Fetches the chunk ahead of the render (a failed fetch is forgotten: the next one tries again). */
  load(): Promise<ComponentType<P>>;
  /** The component, once its chunk has arrived; null before. */
  loaded(): ComponentType<P> | null;
}

/**
 * The one way the site declares a lazy component: `lazyComponent(() => import('./Footer'),
 * 'Footer')`. Rendered inside a Suspense boundary, it suspends until the chunk arrives; a part
 * that must not wait for React's reveal (the first banner) calls `load()` and renders `loaded()`.
 * A chunk that does not arrive (offline, a deploy during the visit) is a ChunkLoadError for the
 * nearest error boundary, which offers a reload.
 */
export function lazyComponent<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends ComponentType<infer P extends object> ? LazyComponent<P> : never {
  type P = M[K] extends ComponentType<infer Props extends object> ? Props : never;
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const loadOnce = (): Promise<ComponentType<P>> => {
    pending ??= loadChunk(load).then(
      (module) => (component = module[name] as ComponentType<P>),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => loadOnce().then((loaded) => ({ default: loaded })));
  function Component(props: P) {
    // Chosen once, when it mounts: the loaded component where the chunk is here (no suspense at
    // all), else the lazy one. Switching later would remount it and lose its state.
    const [Chosen] = useState<ComponentType<P>>(() => component ?? Lazy);
    return createElement(Chosen, props);
  }
  Component.displayName = `Lazy(${String(name)})`;
  Component.load = loadOnce;
  Component.loaded = () => component;
  return Component as never;
}
