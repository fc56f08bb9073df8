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
    { type: 'report.export', format: snapshot.matches('idle') ? 'csv' : 'json' },
    { type: 'report.download' },
    { type: 'report.retry' },
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
      ? `${event.type.slice('xstate.done.actor.'.length)} ✓ (${(event.output as ReportExportStatus).status})`
      : undefined,
});
