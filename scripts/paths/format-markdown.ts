import { stateLabel } from './describe-path.js';
import { compactJson, describeAction, describeEffect, describeOutcome } from './describe-step.js';
import type { MachineCoverage } from './coverage.js';
import type { MachinePath, PathStrategy } from './generate-paths.js';
import { effectActionNames, effectActorNames } from './machine-effects.js';
import type { MachineModel } from './machine-model.js';

function percent({ covered, total }: { covered: number; total: number }): string {
  return total === 0 ? '100 %' : `${Math.floor((covered / total) * 100)} %`;
}

export function coverageLine(coverage: MachineCoverage): string {
  return `states ${coverage.states.covered}/${coverage.states.total} (${percent(coverage.states)}), transitions ${coverage.transitions.covered}/${coverage.transitions.total} (${percent(coverage.transitions)})`;
}

function formatPath(model: MachineModel, path: MachinePath, index: number): string[] {
  const [start, ...steps] = path.steps;
  if (!start) return [];
  const input = path.input === undefined ? 'no input' : `input \`${compactJson(path.input)}\``;
  const startEffects = start.effects.map(describeEffect);
  const lines = [
    `## ${index + 1}. ${path.name}`,
    '',
    `**Preconditions:** scenario “${path.scenario}”: start \`${model.name}\` with ${input}. It is in state \`${stateLabel(start.state)}\`${startEffects.length > 0 ? `; it ${startEffects.join(', ')}` : ''}.`,
    '',
  ];
  if (steps.length === 0) {
    lines.push('**Steps:** none; the start itself is the check.', '');
  } else {
    lines.push('**Steps:**', '');
    steps.forEach((step, i) => {
      const before = path.steps[i]?.state ?? start.state;
      lines.push(
        `${i + 1}. ${describeAction(model, step, before)} → ${describeOutcome(step, before)}.`,
      );
    });
    lines.push('');
  }
  const last = path.steps.at(-1)?.state ?? start.state;
  lines.push(
    `**Expected result:** \`${model.name}\` rests in \`${stateLabel(last)}\`${last.status === 'done' ? ', a final state' : ''}.`,
    '',
  );
  return lines;
}

/** A test plan a QA engineer can follow: one section per generated path. */
export function formatMarkdown(
  model: MachineModel,
  paths: readonly MachinePath[],
  coverage: MachineCoverage,
  strategy: PathStrategy,
): string {
  const actors = effectActorNames(model.machine);
  const actions = effectActionNames(model.machine);
  const lines = [
    `# Test plan: ${model.name}`,
    '',
    `Generated from \`${model.file}\` with the ${strategy}-path strategy: ${paths.length} paths; ${coverageLine(coverage)}.`,
    '',
    `Each path starts a fresh \`${model.name}\` machine. “Send” is a user or app event, “Wait” lets the clock run, “Let … succeed/fail” is the answer of a call the machine makes. Calls: ${actors.map((name) => `\`${name}\``).join(', ') || 'none'}. Effects: ${actions.map((name) => `\`${name}\``).join(', ') || 'none'}.`,
    '',
    ...paths.flatMap((path, index) => formatPath(model, path, index)),
    '## Coverage',
    '',
    `- States: ${coverage.states.covered}/${coverage.states.total} (${percent(coverage.states)})${coverage.states.unreached.length > 0 ? `; unreached: ${coverage.states.unreached.join(', ')}` : ''}`,
    `- Transitions: ${coverage.transitions.covered}/${coverage.transitions.total} (${percent(coverage.transitions)})${coverage.transitions.uncovered.length > 0 ? `; uncovered: ${coverage.transitions.uncovered.map((transition) => transition.id).join(', ')}` : ''}`,
    '',
  ];
  return lines.join('\n');
}
