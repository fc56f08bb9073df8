import { z } from 'zod';
import { USAGE, parseCliOptions, type CliOptions } from './cli-options.js';
import { measureCoverage, type MachineCoverage } from './coverage.js';
import { formatJson, pathsReport } from './format-json.js';
import { coverageLine, formatMarkdown } from './format-markdown.js';
import { formatMermaid } from './format-mermaid.js';
import { generatePaths } from './generate-paths.js';
import type { MachineModel } from './machine-model.js';
import { MACHINE_MODELS, findModel } from './machine-models.js';

export interface CliOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

function selectModels(names: readonly string[], models: readonly MachineModel[]): MachineModel[] {
  if (names.length === 0) return [...models];
  return names.map((name) => {
    const model = findModel(name, models);
    if (!model) {
      throw new Error(
        `Unknown machine "${name}". Known: ${models.map((known) => known.name).join(', ')}`,
      );
    }
    return model;
  });
}

function checkSummary(coverages: readonly MachineCoverage[]): string {
  const width = Math.max(...coverages.map((coverage) => coverage.machine.length));
  return coverages
    .flatMap((coverage) => [
      `${coverage.complete ? 'ok  ' : 'FAIL'} ${coverage.machine.padEnd(width)}  ${String(coverage.paths).padStart(3)} paths  ${coverageLine(coverage)}`,
      ...coverage.states.unreached.map((state) => `       unreached state ${state}`),
      ...coverage.transitions.uncovered.map(
        (transition) => `       uncovered transition ${transition.id}`,
      ),
    ])
    .join('\n');
}

function run(options: CliOptions, output: CliOutput, known: readonly MachineModel[]): number {
  const models = selectModels(options.machines, known);
  const results = models.map((model) => {
    const paths = generatePaths(model, options.strategy);
    return { model, paths, coverage: measureCoverage(model, paths) };
  });
  const coverages = results.map((result) => result.coverage);
  const complete = coverages.every((coverage) => coverage.complete);

  if (options.check) {
    output.stdout.write(`${checkSummary(coverages)}\n`);
    return complete ? 0 : 1;
  }
  switch (options.format) {
    case 'json':
      output.stdout.write(
        formatJson(
          results.map(({ model, paths, coverage }) =>
            pathsReport(model, paths, coverage, options.strategy),
          ),
        ),
      );
      break;
    case 'mermaid':
      output.stdout.write(
        results.map(({ model, coverage }) => formatMermaid(model, coverage)).join('\n'),
      );
      break;
    case 'md':
      output.stdout.write(
        results
          .map(({ model, paths, coverage }) =>
            formatMarkdown(model, paths, coverage, options.strategy),
          )
          .join('\n'),
      );
      output.stderr.write(`${checkSummary(coverages)}\n`);
      break;
  }
  return 0;
}

/** `npm run paths`: returns the exit code. */
export function runPathsCli(
  argv: readonly string[],
  output: CliOutput,
  known: readonly MachineModel[] = MACHINE_MODELS,
): number {
  let options: CliOptions;
  try {
    options = parseCliOptions(argv);
  } catch (error) {
    const message = error instanceof z.ZodError ? z.prettifyError(error) : String(error);
    output.stderr.write(`${message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    output.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    return run(options, output, known);
  } catch (error) {
    output.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
