import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
// tfjs-layers registers the gradients of tfjs-core's kernels (its Node bundle carries them).
import '@tensorflow/tfjs-layers';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

let chosen: Promise<string> | undefined;

const PROCESS_FAULT_EVENTS = ['uncaughtException', 'unhandledRejection'];
const processEvents: EventEmitter = process;

/**
 * Runs `start` and then removes the process-wide fault handlers it added: the WASM module's
 * start-up installs handlers that re-throw every uncaught error, which would take over how the
 * platform reports its own faults.
 */
async function withoutAddedFaultHandlers<T>(start: () => Promise<T>): Promise<T> {
  const before = new Map(PROCESS_FAULT_EVENTS.map((name) => [name, processEvents.listeners(name)]));
  try {
    return await start();
  } finally {
    for (const name of PROCESS_FAULT_EVENTS) {
      const kept = new Set<unknown>(before.get(name));
      for (const listener of processEvents.listeners(name)) {
        if (!kept.has(listener))
          processEvents.removeListener(name, listener as (...args: unknown[]) => void);
      }
    }
  }
}

/**
 * Picks TensorFlow.js's WASM backend (its .wasm files ship in the package's dist folder), or the
 * plain CPU backend when WASM cannot start; never tfjs-node. Resolves to the backend's name.
 */
export function tensorflowBackend(): Promise<string> {
  chosen ??= (async () => {
    try {
      const require = createRequire(import.meta.url);
      const packageJson = require.resolve('@tensorflow/tfjs-backend-wasm/package.json');
      setWasmPaths(`${join(dirname(packageJson), 'dist')}/`);
      const started = await withoutAddedFaultHandlers(async () => {
        if (!(await tf.setBackend('wasm'))) return false;
        await tf.ready();
        return true;
      });
      if (started) return 'wasm';
    } catch {
      // fall through to the CPU backend
    }
    await tf.setBackend('cpu');
    await tf.ready();
    return 'cpu';
  })();
  return chosen;
}
