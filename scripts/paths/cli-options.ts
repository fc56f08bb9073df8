import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PATH_STRATEGIES } from './generate-paths.js';

const OUTPUT_FORMATS = ['md', 'json', 'mermaid'] as const;

const optionsSchema = z.object({
  machines: z.array(z.string().min(1)),
  format: z.enum(OUTPUT_FORMATS).default('md'),
  strategy: z.enum(PATH_STRATEGIES).default('shortest'),
  check: z.boolean().default(false),
  help: z.boolean().default(false),
});

export type CliOptions = z.infer<typeof optionsSchema>;

export const USAGE = `Usage: npm run paths -- [machine…] [--format md|json|mermaid] [--strategy shortest|simple] [--check]

Prints the test paths generated from the production statecharts in src/machines, as numbered
steps (event with payload, expected state) with a coverage summary per machine.
  machine…     machine names such as idleTimeout or requestCart (default: every machine)
  --format     md (a test plan, default), json, or mermaid (a state diagram)
  --strategy   shortest (default) or simple
  --check      print only the coverage summary; exit 1 if a state or transition is not covered`;

export function parseCliOptions(argv: readonly string[]): CliOptions {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      strategy: { type: 'string' },
      check: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  return optionsSchema.parse({ ...values, machines: positionals });
}
