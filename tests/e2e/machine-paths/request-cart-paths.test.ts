import { requestCartModel } from '../../../scripts/paths/models/request-cart-model.js';
import { REQUEST_CART_TABLE } from './request-cart-table.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';

describeMachinePlan(requestCartModel, REQUEST_CART_TABLE);
