import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A part of a screen in a chunk of its own, which can start loading before it renders. */
export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * A component loaded as its own chunk. `preload` fetches it at once, so that a screen's parts
 * arrive beside its first query instead of one after another as each renders.
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPart<PropsOf<M[K]>> {
  let loading: Promise<M> | undefined;
  const start = () => (loading ??= load());
  const part = lazy(async () => ({
    default: (await start())[name] as ComponentType<PropsOf<M[K]>>,
  }));
  return Object.assign(part, {
    preload: () => {
      // A failed load surfaces when the part renders, through the screen's error boundary.
      start().catch(() => undefined);
    },
  });
}
