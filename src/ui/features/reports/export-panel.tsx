import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApolloClient } from '@apollo/client/react';
import {
  reportExportMachine,
  type ReportExportStatus,
  type RequestExportInput,
} from '../../../machines/reportExportMachine.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { exportFileName } from '../../../domain/reports/export-file-name.js';
import { graphql } from '../../gql/index.js';
import pageStyles from '../../components/admin-page.module.css';

const ExportPanel_Request = graphql(`
  mutation ExportPanel_Request($runId: ID!, $format: ReportFileFormat!) {
    requestReportExport(runId: $runId, format: $format) {
      exportId
      status
      fileName
      downloadPath
    }
  }
`);

const ExportPanel_Check = graphql(`
  query ExportPanel_Check($exportId: ID!) {
    reportExport(exportId: $exportId) {
      exportId
      status
      fileName
      downloadPath
    }
  }
`);

/** The gateway's download address of an export id (`{runId}.{format}`). */
function downloadUrl(exportId: string): string {
  return `/downloads/reports/${encodeURIComponent(exportId)}`;
}

function startDownload(exportId: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = downloadUrl(exportId);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Export of a run: a progress state while generating, then the download, or the error with retry. */
export function ExportPanel({ templateName, runId }: { templateName: string; runId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const machine = useMemo(
    () =>
      reportExportMachine.provide({
        actors: {
          requestExport: fromPromise<ReportExportStatus, RequestExportInput>(async ({ input }) => {
            const answer = await client.mutate({
              mutation: ExportPanel_Request,
              variables: { runId: input.runId, format: input.format },
            });
            if (!answer.data) throw new Error('no export');
            return answer.data.requestReportExport;
          }),
          checkExport: fromPromise<ReportExportStatus, { exportId: string }>(async ({ input }) => {
            const answer = await client.query({
              query: ExportPanel_Check,
              variables: { exportId: input.exportId },
              fetchPolicy: 'network-only',
            });
            if (!answer.data) throw new Error('no export');
            return answer.data.reportExport;
          }),
        },
        actions: {
          downloadExport: (_, params) => startDownload(params.exportId, params.fileName),
        },
      }),
    [client],
  );
  const [snapshot, send] = useMachine(machine, { input: { templateName, runId } });
  const generating = snapshot.matches('generating');
  return (
    <section aria-label={t('reporting.export.title')} className={pageStyles.header}>
      <Button
        variant="secondary"
        isDisabled={!snapshot.can({ type: 'report.export', format: 'csv' })}
        onPress={() => send({ type: 'report.export', format: 'csv' })}
      >
        {t('reporting.export.csv')}
      </Button>
      <Button
        variant="secondary"
        isDisabled={!snapshot.can({ type: 'report.export', format: 'json' })}
        onPress={() => send({ type: 'report.export', format: 'json' })}
      >
        {t('reporting.export.json')}
      </Button>
      <div role="status" aria-live="polite">
        {generating ? t('reporting.export.generating') : null}
      </div>
      {snapshot.matches('available') ? (
        <Button onPress={() => send({ type: 'report.download' })}>
          {t('reporting.export.download', {
            fileName:
              snapshot.context.export?.fileName ??
              exportFileName(templateName, runId, snapshot.context.format ?? 'csv'),
          })}
        </Button>
      ) : null}
      {snapshot.context.errorKey ? (
        <>
          <ErrorMessage messageKey={snapshot.context.errorKey} />
          <Button onPress={() => send({ type: 'report.retry' })}>{t('common.retry')}</Button>
        </>
      ) : null}
    </section>
  );
}
