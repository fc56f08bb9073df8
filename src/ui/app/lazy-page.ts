import { createElement, type ComponentType } from 'react';
import { lazyPart, type LazyPart } from '../components/lazy-part.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants.js';

/** A screen's chunk did not arrive: it failed to load or took longer than the time-out. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(
      cause === undefined
        ? `Screen did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`
        : 'Screen failed to load',
      { cause },
    );
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    load
      .then(resolve, (cause: unknown) => reject(new ChunkLoadError(cause)))
      .finally(() => clearTimeout(timer));
  });
}

/** A lazily loaded screen that can start loading before it renders, and try again after failing. */
export type LazyPage = ComponentType & {
  /** Starts loading the screen's chunk, so it arrives alongside the frame around it. */
  preload?: () => void;
  /** Forgets a failed load, so the next render loads the chunk again. */
  reload?: () => void;
};

/** A screen loaded as its own chunk, given up on after the spec's chunk load time-out. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  const attempt = (): LazyPart<object> =>
    lazyPart(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS), name) as LazyPart<object>;
  let current = attempt();
  const Page = () => createElement(current);
  return Object.assign(Page, {
    preload: () => current.preload(),
    reload: () => {
      current = attempt();
    },
  });
}
