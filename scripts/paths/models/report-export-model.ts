import type { ReportExportStatus } from '../../../src/machines/reportExportMachine.js';
import { reportExportMachine } from '../../../src/machines/reportExportMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const status = (value: ReportExportStatus['status']): ReportExportStatus => ({
  exportId: 'export-1',
  status: value,
  fileName: value === 'available' ? 'user-access-run-1.csv' : null,
});

export const reportExportModel = defineModel({
  name: 'reportExport',
  file: 'src/machines/reportExportMachine.ts',
  machine: reportExportMachine,
  scenarios: [{ name: 'report run', input: { templateName: 'user-access', runId: 'run-1' } }],
  stateKey: () => null,
  events: (snapshot) => [
    {
      type: 'report.export',
      format: snapshot.matches('idle') ? ('csv' as const) : ('json' as const),
    },
    { type: 'report.download' as const },
    { type: 'report.retry' as const },
    actorDone('requestExport', status('generating')),
    actorDone('requestExport', status('available')),
    actorDone('requestExport', status('error')),
    actorError('requestExport', 'Issue connecting to the server'),
    actorDone('checkExport', status('generating')),
    actorDone('checkExport', status('available')),
    actorDone('checkExport', status('error')),
    actorError('checkExport', 'Issue connecting to the server'),
  ],
  describeEvent: (event) =>
    event.type.startsWith('xstate.done.actor.')
      ? (event.output as ReportExportStatus).status
      : undefined,
});
