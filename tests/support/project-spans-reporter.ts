import type { Reporter, TestModule } from 'vitest/node';

interface Span {
  start: number;
  end: number;
  files: number;
}

/**
 * Prints, once the run ends, when each project's first file started and its last file ended,
 * in seconds from the start of the run: the wall time of each part of `npm test`.
 */
export default class ProjectSpansReporter implements Reporter {
  private runStart = performance.now();
  private readonly spans = new Map<string, Span>();

  onTestRunStart(): void {
    this.runStart = performance.now();
  }

  onTestModuleStart(testModule: TestModule): void {
    const name = testModule.project.name;
    if (!this.spans.has(name)) {
      const now = performance.now();
      this.spans.set(name, { start: now, end: now, files: 0 });
    }
  }

  onTestModuleEnd(testModule: TestModule): void {
    const span = this.spans.get(testModule.project.name);
    if (span) {
      span.end = Math.max(span.end, performance.now());
      span.files += 1;
    }
  }

  onTestRunEnd(): void {
    const seconds = (at: number) => Math.round((at - this.runStart) / 1000);
    const lines = [...this.spans.entries()]
      .sort(([, a], [, b]) => a.start - b.start)
      .map(
        ([name, span]) =>
          `  ${name}: ${span.files} ${span.files === 1 ? 'file' : 'files'}, ${seconds(span.start)}–${seconds(span.end)} s ` +
          `(${seconds(span.end) - seconds(span.start)} s)`,
      );
    process.stdout.write(
      `\nProjects, from the start of the run (first file started – last file ended):\n${lines.join('\n')}\n`,
    );
  }
}
