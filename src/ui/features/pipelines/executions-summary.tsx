import { useTranslation } from 'react-i18next';
import type { PipelineStatus } from '../../../domain/pipeline-status.js';
import { executionTime } from './execution-time.js';
import styles from './pipelines.module.css';
import { StatusBadge } from './status-badge.js';

export interface ExecutionSummary {
  executionId: string;
  status: PipelineStatus;
  endTime?: number | null;
}

/** How many executions the list shows per pipeline, newest first. */
const LATEST_EXECUTIONS = 3;

/** The latest executions of a pipeline: id, status and end time. */
export function ExecutionsSummary({ executions }: { executions: readonly ExecutionSummary[] }) {
  const { t, i18n } = useTranslation();
  if (executions.length === 0) return <span>{t('pipelines.list.neverRun')}</span>;
  const latest = [...executions].reverse().slice(0, LATEST_EXECUTIONS);
  return (
    <ul className={styles.executions}>
      {latest.map((execution) => (
        <li key={execution.executionId}>
          <span className={styles.executionId}>{execution.executionId}</span>{' '}
          <StatusBadge status={execution.status} />
          {execution.endTime == null ? null : (
            <> {executionTime(execution.endTime, i18n.language)}</>
          )}
        </li>
      ))}
    </ul>
  );
}
