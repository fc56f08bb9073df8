import type { AnyStateNode } from 'xstate';
import {
  ALWAYS_EVENT,
  machineTransitions,
  type MachineCoverage,
  type TransitionInfo,
} from './coverage.js';
import { coverageLine } from './format-markdown.js';
import type { MachineModel } from './machine-model.js';
import { classifyEvent } from './path-events.js';

function mermaidId(model: MachineModel, stateId: string): string {
  const path = stateId === model.machine.id ? [] : stateId.split('.').slice(1);
  return path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
}

function eventText(event: string): string {
  if (event === ALWAYS_EVENT) return 'always';
  const kind = classifyEvent({ type: event });
  switch (kind.kind) {
    case 'wait':
      return `after ${kind.delay}`;
    case 'actorDone':
      return `${kind.actorId} done`;
    case 'actorError':
      return `${kind.actorId} error`;
    default:
      return event;
  }
}

function transitionLine(
  model: MachineModel,
  transition: TransitionInfo,
  covered: boolean,
): string[] {
  const label = [
    eventText(transition.event),
    transition.guard ? `[${transition.guard}]` : '',
    covered ? '' : '(NOT COVERED)',
  ]
    .filter(Boolean)
    .join(' ')
    .replace(/[:;#]/g, ' ');
  const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
  const source =
    transition.source === model.machine.id ? null : mermaidId(model, transition.source);
  return targets.flatMap((target) =>
    source === null
      ? [`  note left of ${mermaidId(model, target)} : from any state, ${label}`]
      : [`  ${source} --> ${mermaidId(model, target)} : ${label}`],
  );
}

function stateBlock(model: MachineModel, node: AnyStateNode, indent: string): string[] {
  const id = mermaidId(model, node.id);
  const children = Object.values(node.states) as AnyStateNode[];
  const lines: string[] = [];
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${id}`);
  } else {
    lines.push(`${indent}state ${id} {`);
    const initial = node.initial?.target[0];
    if (initial) lines.push(`${indent}  [*] --> ${mermaidId(model, initial.id)}`);
    for (const child of children) lines.push(...stateBlock(model, child, `${indent}  `));
    lines.push(`${indent}}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

/** A stateDiagram-v2 of the machine; transitions no path takes are marked NOT COVERED. */
export function formatMermaid(model: MachineModel, coverage: MachineCoverage): string {
  const { root } = model.machine;
  const uncovered = new Set(coverage.transitions.uncovered.map((transition) => transition.id));
  const initial = root.initial?.target[0];
  const rootTransitions = [...machineTransitions(model.machine).values()];
  return [
    `%% ${model.name} (${model.file}): ${coverageLine(coverage)}`,
    'stateDiagram-v2',
    ...(initial ? [`  [*] --> ${mermaidId(model, initial.id)}`] : []),
    ...(Object.values(root.states) as AnyStateNode[]).flatMap((node) =>
      stateBlock(model, node, '  '),
    ),
    ...rootTransitions.flatMap((transition) =>
      transitionLine(model, transition, !uncovered.has(transition.id)),
    ),
    '',
  ].join('\n');
}
