import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { browserLikeDom } from './browser-like-dom.js';

// Screens load their parts as lazy chunks; on a loaded 2-core machine the first import of a
// chunk (transformed on demand) can take longer than the library's default second.
configure({ asyncUtilTimeout: 5_000 });

// The UI files of a worker share one DOM and one module registry (the project does not isolate
// them), so each file starts from what a fresh page would have: no stored values, the root URL, no
// attributes on <html>, real timers; and each test's screens are unmounted after it.
browserLikeDom();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
for (const { name } of [...document.documentElement.attributes]) {
  document.documentElement.removeAttribute(name);
}
vi.useRealTimers();
afterEach(cleanup);
