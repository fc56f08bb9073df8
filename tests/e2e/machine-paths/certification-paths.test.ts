import { certificationModel } from '../../../scripts/paths/models/certification-model.js';
import { CERTIFICATION_TABLE } from './certification-table.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';

describeMachinePlan(certificationModel, CERTIFICATION_TABLE);
