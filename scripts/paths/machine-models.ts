import type { MachineModel } from './machine-model.js';
import { appBootModel } from './models/app-boot-model.js';
import { certificationModel } from './models/certification-model.js';
import { idleTimeoutModel } from './models/idle-timeout-model.js';
import { journeyModel } from './models/journey-model.js';
import { notificationsModel } from './models/notifications-model.js';
import { pipelineExecutionModel } from './models/pipeline-execution-model.js';
import { reportExportModel } from './models/report-export-model.js';
import { requestCartModel } from './models/request-cart-model.js';
import { routeGuardModel } from './models/route-guard-model.js';
import { sessionModel } from './models/session-model.js';
import { signOutModel } from './models/sign-out-model.js';
import { toastModel } from './models/toast-model.js';

export const MACHINE_MODELS: readonly MachineModel[] = [
  appBootModel,
  sessionModel,
  idleTimeoutModel,
  signOutModel,
  notificationsModel,
  routeGuardModel,
  toastModel,
  requestCartModel,
  certificationModel,
  pipelineExecutionModel,
  reportExportModel,
  journeyModel,
];

/** A model by machine name, case-insensitive, with or without the `Machine` suffix. */
export function findModel(
  name: string,
  models: readonly MachineModel[] = MACHINE_MODELS,
): MachineModel | undefined {
  const wanted = name.replace(/machine$/i, '').toLowerCase();
  return models.find((model) => model.name.toLowerCase() === wanted);
}
