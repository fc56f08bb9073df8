import { stateLabel } from './describe-path.js';
import type { MachineCoverage } from './coverage.js';
import type { MachinePath, PathStrategy } from './generate-paths.js';
import type { MachineModel } from './machine-model.js';

export interface MachinePathsReport {
  machine: string;
  file: string;
  strategy: PathStrategy;
  paths: Array<{
    name: string;
    scenario: string;
    input: unknown;
    initialState: string;
    steps: Array<{
      step: number;
      event: Record<string, unknown>;
      state: string;
      status: string;
      context: unknown;
      effects: unknown[];
    }>;
  }>;
  coverage: MachineCoverage;
}

export function pathsReport(
  model: MachineModel,
  paths: readonly MachinePath[],
  coverage: MachineCoverage,
  strategy: PathStrategy,
): MachinePathsReport {
  return {
    machine: model.name,
    file: model.file,
    strategy,
    paths: paths.map((path) => ({
      name: path.name,
      scenario: path.scenario,
      input: path.input,
      initialState: path.steps[0] ? stateLabel(path.steps[0].state) : '',
      steps: path.steps.slice(1).map((step, i) => ({
        step: i + 1,
        event: { ...(step.event as Record<string, unknown>) },
        state: stateLabel(step.state),
        status: step.state.status,
        context: step.state.context as unknown,
        effects: step.effects,
      })),
    })),
    coverage,
  };
}

export function formatJson(reports: readonly MachinePathsReport[]): string {
  return `${JSON.stringify(reports, null, 2)}\n`;
}
