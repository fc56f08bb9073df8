import { idleTimeoutModel } from '../../../scripts/paths/models/idle-timeout-model.js';
import { IDLE_TIMEOUT_TABLE } from './idle-timeout-table.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';

describeMachinePlan(idleTimeoutModel, IDLE_TIMEOUT_TABLE);
