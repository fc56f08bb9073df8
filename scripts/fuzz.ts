import { z } from 'zod';
import { runFuzz } from '../tests/fuzz/run-fuzz.js';
import { startStack } from '../tests/support/stack.js';

/**
 * The suite's fuzz properties (tests/integration/fuzz.test.ts) with many more runs:
 * `tsx scripts/fuzz.ts [runs] [--seed N]`, or FUZZ_RUNS / FUZZ_SEED; exits 1 on a fault.
 */
const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const options = z
  .object({
    runs: z.coerce.number().int().positive().default(2_000),
    seed: z.coerce
      .number()
      .int()
      .default(Date.now() % 2 ** 31),
  })
  .parse({
    runs:
      args.find((arg, index) => /^\d+$/.test(arg) && index !== seedAt + 1) ?? process.env.FUZZ_RUNS,
    seed: (seedAt >= 0 ? args[seedAt + 1] : undefined) ?? process.env.FUZZ_SEED,
  });

const stack = await startStack();
const started = Date.now();
let failed = false;
try {
  console.log(`Fuzzing with ${options.runs} runs per mutation, seed ${options.seed}`);
  const { platformAnswers } = await runFuzz(stack, options);
  console.log('Platform answers by method and status:', platformAnswers);
  console.log(`No fault in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stack.close();
}
process.exit(failed ? 1 : 0);
