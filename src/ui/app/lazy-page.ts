import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPart } from '../components/lazy-part.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants.js';

class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Screen did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A lazily loaded screen that can start loading before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the screen's chunk, so it arrives alongside the frame around it. */
  preload?: () => void;
};

/** A screen loaded as its own chunk, given up on after the spec's chunk load time-out. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage {
  return lazyPart(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS), name) as LazyPage;
}
