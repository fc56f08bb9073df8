import { assign, fromPromise, setup } from 'xstate';
import { REPORT_EXPORT_POLL_MS } from '../domain/machine-constants.js';
import { effectNotProvided } from '../domain/not-provided.js';

export type ReportExportFormat = 'csv' | 'json';

export interface ReportExportInput {
  templateName: string;
  runId: string;
}

/** The server's view of an export: still generating, ready with a file, or failed. */
export interface ReportExportStatus {
  exportId: string;
  status: 'generating' | 'available' | 'error';
  fileName: string | null;
}

export interface ReportExportContext extends ReportExportInput {
  format: ReportExportFormat | null;
  export: ReportExportStatus | null;
  errorKey: 'reporting.errors.export' | null;
}

export type ReportExportEvent =
  | { type: 'report.export'; format: ReportExportFormat }
  | { type: 'report.download' }
  | { type: 'report.retry' };

export interface RequestExportInput extends ReportExportInput {
  format: ReportExportFormat;
}

export interface DownloadExportParams {
  exportId: string;
  fileName: string;
}

export const reportExportMachine = setup({
  types: {
    input: {} as ReportExportInput,
    context: {} as ReportExportContext,
    events: {} as ReportExportEvent,
  },
  actors: {
    requestExport: fromPromise<ReportExportStatus, RequestExportInput>(() =>
      effectNotProvided('requestExport'),
    ),
    checkExport: fromPromise<ReportExportStatus, { exportId: string }>(() =>
      effectNotProvided('checkExport'),
    ),
  },
  actions: {
    chooseFormat: assign({
      format: (_, format: ReportExportFormat) => format,
      export: null,
      errorKey: null,
    }),
    recordStatus: assign({ export: (_, status: ReportExportStatus) => status }),
    recordFailure: assign({ errorKey: 'reporting.errors.export' as const }),
    clearFailure: assign({ errorKey: null, export: null }),
    downloadExport: (_, _params: DownloadExportParams) => effectNotProvided('downloadExport'),
  },
  guards: {
    exportAvailable: (_, status: ReportExportStatus) => status.status === 'available',
    exportFailed: (_, status: ReportExportStatus) => status.status === 'error',
  },
  delays: {
    reportExportPoll: REPORT_EXPORT_POLL_MS,
  },
}).createMachine({
  id: 'reportExport',
  context: ({ input }) => ({ ...input, format: null, export: null, errorKey: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'report.export': {
          target: 'generating',
          actions: { type: 'chooseFormat', params: ({ event }) => event.format },
        },
      },
    },
    generating: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'requestExport',
            src: 'requestExport',
            input: ({ context }) => ({
              templateName: context.templateName,
              runId: context.runId,
              format: context.format ?? 'csv',
            }),
            onDone: [
              {
                guard: { type: 'exportAvailable', params: ({ event }) => event.output },
                target: '#reportExport.available',
                actions: { type: 'recordStatus', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'exportFailed', params: ({ event }) => event.output },
                target: '#reportExport.error',
                actions: 'recordFailure',
              },
              {
                target: 'waiting',
                actions: { type: 'recordStatus', params: ({ event }) => event.output },
              },
            ],
            onError: { target: '#reportExport.error', actions: 'recordFailure' },
          },
        },
        waiting: {
          after: { reportExportPoll: 'checking' },
        },
        checking: {
          invoke: {
            id: 'checkExport',
            src: 'checkExport',
            input: ({ context }) => ({ exportId: context.export?.exportId ?? '' }),
            onDone: [
              {
                guard: { type: 'exportAvailable', params: ({ event }) => event.output },
                target: '#reportExport.available',
                actions: { type: 'recordStatus', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'exportFailed', params: ({ event }) => event.output },
                target: '#reportExport.error',
                actions: 'recordFailure',
              },
              { target: 'waiting' },
            ],
            onError: { target: '#reportExport.error', actions: 'recordFailure' },
          },
        },
      },
    },
    available: {
      on: {
        'report.download': {
          actions: {
            type: 'downloadExport',
            params: ({ context }) => ({
              exportId: context.export?.exportId ?? '',
              fileName:
                context.export?.fileName ?? `${context.templateName}.${context.format ?? 'csv'}`,
            }),
          },
        },
        'report.export': {
          target: 'generating',
          actions: { type: 'chooseFormat', params: ({ event }) => event.format },
        },
      },
    },
    error: {
      on: {
        'report.retry': { target: 'generating', actions: 'clearFailure' },
      },
    },
  },
});
