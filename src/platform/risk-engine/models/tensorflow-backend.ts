import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
// tfjs-layers registers the gradients of tfjs-core's kernels (its Node bundle carries them).
import '@tensorflow/tfjs-layers';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

let chosen: Promise<string> | undefined;

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
      if (await tf.setBackend('wasm')) {
        await tf.ready();
        return 'wasm';
      }
    } catch {
      // fall through to the CPU backend
    }
    await tf.setBackend('cpu');
    await tf.ready();
    return 'cpu';
  })();
  return chosen;
}
