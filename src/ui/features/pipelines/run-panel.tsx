import { useApolloClient, useMutation } from '@apollo/client/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, ProgressBar } from 'react-aria-components';
import { isUebaRiskThreshold } from '../../../domain/autoaccess/pipeline-inputs.js';
import type { PipelineStatus } from '../../../domain/pipeline-status.js';
import { pipelineExecutionMachine } from '../../../machines/pipelineExecutionMachine.js';
import { Button } from '../../components/button.js';
import { ProblemAlert } from '../../components/problem-alert.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import type { RunPanel_PollQuery } from '../../gql/graphql.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import { numberText, parseNumberText } from '../../lib/locale-number.js';
import { LogsView } from './logs-view.js';
import { pipelineRunActors } from './pipeline-run-effects.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './pipelines.module.css';
import { serverMessage } from './server-message.js';
import { StatusBadge } from './status-badge.js';

export const RunPanel_SaveStatus = graphql(`
  mutation RunPanel_SaveStatus(
    $pipelineDefinitionId: ID!
    $rev: String!
    $executionId: ID!
    $status: PipelineStatus!
    $endTime: Float
  ) {
    updatePipelineExecutionStatus(
      pipelineDefinitionId: $pipelineDefinitionId
      rev: $rev
      executionId: $executionId
      status: $status
      endTime: $endTime
    ) {
      id
      rev
      executions {
        executionId
        status
        startTime
        endTime
      }
    }
  }
`);

export interface LatestExecution {
  executionId: string;
  status: PipelineStatus;
  endTime?: number | null;
}

export interface RunPanelProps {
  pipelineDefinitionId: string;
  latest: LatestExecution | null;
  uebaRiskThreshold: number;
  /** The logs of the latest run when the page opened. */
  initialLogs: RunPanel_PollQuery['pipelineLogs'];
  /** Reads the definition again and gives its revision. */
  reload: () => Promise<string>;
  /** Whether the latest run succeeded, as the machine knows it. */
  onSettled?: (status: PipelineStatus | null) => void;
}

/**
 * Runs the pipeline with a UEBA risk threshold and follows the run (the `pipelineExecution`
 * machine polls while it is ACTIVE): progress, logs, and its status saved on the definition.
 */
export function RunPanel({
  pipelineDefinitionId,
  latest,
  uebaRiskThreshold,
  initialLogs,
  reload,
  onSettled,
}: RunPanelProps) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const [threshold, setThreshold] = useState(() => numberText(uebaRiskThreshold, i18n.language));
  /** Why the platform refused the last start, in its words or the app's. */
  const [refusalText, setRefusalText] = useState<string | null>(null);
  const [poll, setPoll] = useState<RunPanel_PollQuery | null>(null);
  const [saveStatus] = useMutation(RunPanel_SaveStatus);
  const statusSave = useRevisionSave({ failed: 'pipelines.run.saveFailed' });

  const run = useActorRef(
    pipelineExecutionMachine.provide({
      actors: pipelineRunActors(client, pipelineDefinitionId, {
        onStartRefused: (error) => {
          const key = errorMessageKey(error, 'pipelines.errors.start');
          setRefusalText(serverMessage(error) ?? t(key));
        },
        onPoll: setPoll,
      }),
    }),
    {
      input: {
        pipelineDefinitionId,
        execution: latest
          ? {
              executionId: latest.executionId,
              status: latest.status,
              endTime: latest.endTime ?? null,
            }
          : null,
      },
    },
  );

  useEffect(() => {
    const save = async (change: LatestExecution) => {
      const variables = {
        pipelineDefinitionId,
        executionId: change.executionId,
        status: change.status,
        endTime: change.endTime ?? null,
      };
      await statusSave.save(async () => {
        try {
          await saveStatus({ variables: { ...variables, rev: await reload() } });
        } catch (error) {
          if (!hasErrorCode(error, 'CONFLICT')) throw error;
          // The platform writes the definition too (a run's start); read it once more.
          await saveStatus({ variables: { ...variables, rev: await reload() } });
        }
      });
    };
    const subscription = run.on('pipeline.statusChanged', (change) => void save(change));
    return () => subscription.unsubscribe();
    // The subscription lives as long as the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  const running = useSelector(run, (snapshot) => snapshot.matches('running'));
  const refused = useSelector(run, (snapshot) => snapshot.context.errorKey !== null);
  const starting = useSelector(run, (snapshot) => snapshot.matches('starting'));
  const execution = useSelector(run, (snapshot) => snapshot.context.execution);
  const thresholdValue = parseNumberText(threshold, i18n.language);
  const canStart = useSelector(run, (snapshot) =>
    snapshot.can({ type: 'pipeline.start', uebaRiskThreshold: thresholdValue }),
  );
  const settledStatus = running || starting ? null : (execution?.status ?? null);
  useEffect(() => {
    onSettled?.(settledStatus);
  }, [onSettled, settledStatus]);

  const progress = poll?.pipelineExecution.progress;
  const stageLabel = (stage: string) =>
    i18n.exists(`pipelines.run.stages.${stage}`)
      ? t(`pipelines.run.stages.${stage}` as TranslationKey)
      : stage;
  const logs = poll ? poll.pipelineLogs : initialLogs;

  return (
    <section className={styles.runPanel} aria-label={t('pipelines.run.heading')}>
      <h2 className={pageStyles.subheading}>{t('pipelines.run.heading')}</h2>
      <div className={styles.runControls}>
        <TextField
          label={t('pipelines.run.threshold')}
          description={t('pipelines.run.thresholdDescription')}
          value={threshold}
          onChange={setThreshold}
          inputMode="decimal"
          errorMessage={
            isUebaRiskThreshold(thresholdValue) ? null : t('pipelines.run.thresholdInvalid')
          }
        />
        <Button
          isDisabled={!canStart}
          onPress={() => {
            setRefusalText(null);
            setPoll(null);
            run.send({ type: 'pipeline.start', uebaRiskThreshold: thresholdValue });
          }}
        >
          {starting ? t('pipelines.run.starting') : t('pipelines.run.run')}
        </Button>
      </div>
      {refused && !starting && refusalText ? (
        <ProblemAlert problem={refusalText}>
          <p>{refusalText}</p>
        </ProblemAlert>
      ) : null}
      {execution ? (
        <p className={styles.status} role="status">
          {t('pipelines.run.execution', { id: execution.executionId })}{' '}
          <StatusBadge status={execution.status} />
        </p>
      ) : null}
      {running ? (
        <ProgressBar className={styles.progress} value={progress?.percent ?? 0}>
          {({ percentage, valueText }) => (
            <>
              <div className={styles.progressHeader}>
                <Label>{progress ? stageLabel(progress.stage) : t('pipelines.run.waiting')}</Label>
                <span>{valueText}</span>
              </div>
              <div className={styles.progressTrack}>
                <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      {statusSave.problem ? (
        <SaveProblemAlert
          problem={statusSave.problem}
          messages={{ conflict: 'pipelines.run.saveConflict' }}
        />
      ) : null}
      <LogsView logs={logs} />
    </section>
  );
}
