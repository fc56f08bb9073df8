import { createBackoff, type Backoff } from './backoff.js';

/** What the supervisor needs of a child process (node's ChildProcess fits). */
export interface SupervisedChild {
  readonly pid?: number | undefined;
  kill(signal?: NodeJS.Signals): boolean;
  once(
    event: 'exit',
    listener: (code: number | null, signal: NodeJS.Signals | null) => void,
  ): unknown;
}

export interface SupervisorOptions {
  name: string;
  start: () => SupervisedChild;
  log: (message: string) => void;
  /** The process stopped before `confirmRunning()`: a failed start, not a crash to recover. */
  onFailedStart: (reason: string) => void;
  backoff?: Backoff;
  now?: () => number;
}

export interface Supervisor {
  /** The running process's id, if one runs. */
  readonly pid: number | undefined;
  /** The process came up: from now on, when it stops, it is started again after a back-off. */
  confirmRunning(): void;
  /** Stops the process for good (no restart); resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a process and keeps it running: restarts it with a back-off whenever it stops. */
export function supervise(options: SupervisorOptions): Supervisor {
  const { name, log } = options;
  const backoff = options.backoff ?? createBackoff();
  const now = options.now ?? Date.now;
  let current: SupervisedChild | undefined;
  let startedAt = 0;
  let confirmed = false;
  let stopping = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let exited: Promise<void> = Promise.resolve();

  function launch(): void {
    const child = options.start();
    current = child;
    startedAt = now();
    log(`${name} started (pid ${child.pid ?? 'unknown'})`);
    exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        if (current === child) current = undefined;
        resolve();
        onExit(signal ? `signal ${signal}` : `exit code ${code}`);
      });
    });
  }

  function onExit(reason: string): void {
    if (stopping) return;
    if (!confirmed) {
      options.onFailedStart(reason);
      return;
    }
    const delay = backoff.delayAfter(now() - startedAt);
    log(`${name} stopped (${reason}); restarting in ${delay / 1000} s`);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!stopping) launch();
    }, delay);
  }

  launch();
  return {
    get pid() {
      return current?.pid;
    },
    confirmRunning() {
      confirmed = true;
    },
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      current?.kill(signal);
      return exited;
    },
  };
}
