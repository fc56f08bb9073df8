export type PipelineStatus = 'ACTIVE' | 'SUCCEEDED' | 'FAILED';

/** The execution as the server reports it; `endTime` is an ISO 8601 instant. */
export interface PipelineExecutionReport {
  status: PipelineStatus;
  result: string | null;
  endTime: string | null;
}

/** SUCCEEDED whose result text says FAILURE is FAILED; otherwise the server state stands. */
export function effectivePipelineStatus({
  status,
  result,
}: PipelineExecutionReport): PipelineStatus {
  return status === 'SUCCEEDED' && result !== null && result.includes('FAILURE')
    ? 'FAILED'
    : status;
}

/** The end time in whole seconds since the epoch, or null when not ended or unreadable. */
export function endTimeSeconds(endTime: string | null): number | null {
  if (endTime === null) return null;
  const ms = Date.parse(endTime);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
