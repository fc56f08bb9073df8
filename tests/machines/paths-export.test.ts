import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { measureCoverage } from '../../scripts/paths/coverage.js';
import { pathsReport } from '../../scripts/paths/format-json.js';
import { formatMarkdown } from '../../scripts/paths/format-markdown.js';
import { formatMermaid } from '../../scripts/paths/format-mermaid.js';
import { generatePaths } from '../../scripts/paths/generate-paths.js';
import { defineModel } from '../../scripts/paths/machine-model.js';
import { MACHINE_MODELS, findModel } from '../../scripts/paths/machine-models.js';
import { idleTimeoutModel } from '../../scripts/paths/models/idle-timeout-model.js';
import { runPathsCli } from '../../scripts/paths/run-paths-cli.js';

/** Enumerating every simple path of appBoot takes seconds on a loaded 2-core machine. */
const GENERATION_TIMEOUT_MS = 20_000;

function capture() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    output: {
      stdout: { write: (text: string) => (out.stdout += text) },
      stderr: { write: (text: string) => (out.stderr += text) },
    },
  };
}

const doorMachine = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.lock' } },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'open', 'door.lock': 'locked' } },
    open: {},
    locked: {},
  },
});
const doorModel = defineModel({
  name: 'door',
  file: 'test',
  machine: doorMachine,
  scenarios: [{ name: 'default', input: undefined }],
  events: () => [{ type: 'door.open' }],
});

describe('paths export', () => {
  it('models every machine of the statechart layer', () => {
    expect(MACHINE_MODELS.map((model) => model.name)).toEqual([
      'appBoot',
      'session',
      'idleTimeout',
      'signOut',
      'notifications',
      'routeGuard',
      'toast',
      'requestCart',
      'certification',
      'pipelineExecution',
      'reportExport',
      'journey',
    ]);
    expect(findModel('IdleTimeoutMachine')).toBe(idleTimeoutModel);
  });

  it.each(MACHINE_MODELS.map((model) => [model.name, model] as const))(
    '%s: the simple strategy covers everything the shortest one does, and more paths',
    (_name, model) => {
      const shortest = generatePaths(model, 'shortest');
      const simple = generatePaths(model, 'simple');
      expect(simple.length).toBeGreaterThanOrEqual(shortest.length);
      expect(measureCoverage(model, simple).complete).toBe(true);
    },
    GENERATION_TIMEOUT_MS,
  );

  it('writes the idleTimeout test plan as numbered steps with expected states', () => {
    const paths = generatePaths(idleTimeoutModel);
    const markdown = formatMarkdown(
      idleTimeoutModel,
      paths,
      measureCoverage(idleTimeoutModel, paths),
      'shortest',
    );
    expect(markdown).toMatch(/^# Test plan: idleTimeout\n/);
    expect(markdown).toContain('**Preconditions:** scenario “signed in”: start `idleTimeout`');
    expect(markdown).toContain('1. Send `session.update` with `{"maxIdleExpirationTime":');
    expect(markdown).toContain('2. Wait 8m 50s (`idleWarning`) → expect state `warning`');
    expect(markdown).toContain(
      '3. Send `session.extend` → expect state `extending`; calls `refreshSession`',
    );
    expect(markdown).toContain(
      '3. Wait 60s (`idleLogout`) → expect state `signedOut` (final); runs `requestSignOut`',
    );
    expect(markdown).toContain(
      '**Expected result:** `idleTimeout` rests in `signedOut`, a final state.',
    );
    expect(markdown).toContain('- Transitions: 10/10 (100 %)');
  });

  it('draws a stateDiagram-v2 with every transition', () => {
    const coverage = measureCoverage(idleTimeoutModel, generatePaths(idleTimeoutModel));
    const diagram = formatMermaid(idleTimeoutModel, coverage);
    expect(diagram).toContain('stateDiagram-v2');
    expect(diagram).toContain('  [*] --> awaitingSession');
    expect(diagram).toContain('warning --> signedOut : after idleLogout');
    expect(diagram).toContain('idle_scheduling --> idle_timed : always [warningTimerInRange]');
    expect(diagram).toContain('signedOut --> [*]');
    expect(diagram).not.toContain('NOT COVERED');
  });

  it('reports JSON steps with events, states and effects', () => {
    const paths = generatePaths(idleTimeoutModel);
    const report = pathsReport(
      idleTimeoutModel,
      paths,
      measureCoverage(idleTimeoutModel, paths),
      'shortest',
    );
    const timedOut = report.paths.find((path) => path.name.endsWith('(60s) → signedOut'));
    expect(timedOut?.steps.map((step) => step.state)).toEqual([
      'idle.timed',
      'warning',
      'signedOut',
    ]);
    expect(timedOut?.steps[2]?.effects).toEqual([
      { kind: 'action', name: 'requestSignOut', params: undefined },
    ]);
  });

  it('--check exits 0 when every machine is fully covered', () => {
    const { out, output } = capture();
    expect(runPathsCli(['--check'], output)).toBe(0);
    expect(out.stdout.split('\n').filter((line) => line.startsWith('ok '))).toHaveLength(12);
    expect(out.stdout).toContain('transitions 10/10 (100 %)');
  });

  it('--check exits 1 and names what is not covered', () => {
    const { out, output } = capture();
    expect(runPathsCli(['--check'], output, [doorModel])).toBe(1);
    expect(out.stdout).toContain('FAIL door');
    expect(out.stdout).toContain('unreached state door.locked');
    expect(out.stdout).toContain('uncovered transition door.closed door.lock #1');
  });

  it('rejects an unknown machine or format with exit code 2', () => {
    const unknown = capture();
    expect(runPathsCli(['nope'], unknown.output)).toBe(2);
    expect(unknown.out.stderr).toContain('Unknown machine "nope"');
    const format = capture();
    expect(runPathsCli(['--format', 'xml'], format.output)).toBe(2);
    expect(format.out.stderr).toContain('Usage: npm run paths');
  });

  it('prints markdown for the named machines only', () => {
    const { out, output } = capture();
    expect(runPathsCli(['toast', 'signOut'], output)).toBe(0);
    expect(out.stdout.match(/^# Test plan: /gm)).toHaveLength(2);
    expect(out.stdout).toContain('# Test plan: signOut');
  });
});
