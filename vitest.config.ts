import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const TENSORFLOW_PACKAGES = [
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-backend-cpu',
  '@tensorflow/tfjs-layers',
  '@tensorflow/tfjs-backend-wasm',
];

/**
 * TensorFlow.js by its Node (CommonJS) entries, which Node loads itself. The e2e stack runs in
 * vitest's main process, which otherwise resolves each package's ES module build and transforms
 * it file by file: the risk engine's first import then took 8 s instead of 0.3 s, and on a loaded
 * machine the risk configuration preview timed out waiting for it.
 */
const NODE_TENSORFLOW = {
  alias: TENSORFLOW_PACKAGES.map((name) => ({
    find: new RegExp(`^${name}$`),
    replacement: require.resolve(name),
  })),
  server: { deps: { external: [/\/node_modules\/@tensorflow\//] } },
};
const PLAIN_DOM_FILE = 'tests/ui/theme/sanitize-fail-closed.test.ts';
/**
 * Young-generation semi-spaces of 64 MB instead of 16 for workers that allocate fast: the unit
 * project used 233 s of CPU against 253 s, the UI project 76 to 89 s against 96 to 106 s; the
 * integration project, 217 s either way, keeps the default.
 */
const LARGER_YOUNG_GENERATION = ['--max-semi-space-size=64'];

export default defineConfig({
  test: {
    // A worker per core: vitest's default leaves one core to itself, which on a 2-core machine
    // runs every unit, UI and integration file one after another.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/{domain,machines,platform,gateway,scripts}/**/*.test.ts'],
          environment: 'node',
          execArgv: LARGER_YOUNG_GENERATION,
          // Files share each worker's modules instead of importing the platform anew per file;
          // every file builds its own stores and servers, so none sees another's state.
          isolate: false,
          globalSetup: ['tests/support/store-template-setup.ts'],
          // An embedded PostgreSQL store with its migrations is set up in several files' hooks.
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          exclude: [PLAIN_DOM_FILE],
          environment: 'happy-dom',
          execArgv: LARGER_YOUNG_GENERATION,
          // Each worker imports React, react-aria and Apollo once for all its files; the setup file
          // resets the DOM's state that a file could leave behind.
          isolate: false,
          setupFiles: ['tests/ui/support/setup.ts'],
          // Screens with many steps (a certification task decided key by key) take a few seconds
          // while the other projects share the two cores.
          testTimeout: 15_000,
        },
      },
      {
        // The sanitizer's fail-closed check needs happy-dom as it is, without the browser-like
        // patches that every other UI file runs with.
        test: { name: 'ui-plain-dom', include: [PLAIN_DOM_FILE], environment: 'happy-dom' },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/store-template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Each worker imports Playwright, axe and the app's modules once for all its files.
          isolate: false,
          // A platform and gateway per worker, and a Chromium per worker; each worker's files run
          // one after another on its stack (see global-setup.ts).
          globalSetup: [
            'tests/support/store-template-setup.ts',
            'tests/e2e/support/global-setup.ts',
          ],
          ...NODE_TENSORFLOW,
          // A scenario of many pages took up to 46 s on a loaded 2-core machine: the timeout catches
          // a hang, and how fast the app is belongs to the benchmarks.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page polled for what a click or a navigation brings: vitest's default of 1 s failed on
          // a loaded machine where a route's chunks alone took longer to arrive.
          expect: { poll: { timeout: 20_000 } },
          // The machine-path files run their paths two at a time. A test's timeout starts once it
          // has its turn: a path waiting behind others could otherwise time out without running.
          maxConcurrency: 2,
          // Pages wait on the network between their chunks: two workers kept the two cores busy
          // about 75 % of the time, three about 85 %; four were slower than three.
          maxWorkers: 3,
          // Its own worker count needs its own group: e2e runs after the other projects.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
