import { sessionModel } from '../../../scripts/paths/models/session-model.js';
import { SESSION_TABLE } from './session-table.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';

describeMachinePlan(sessionModel, SESSION_TABLE);
