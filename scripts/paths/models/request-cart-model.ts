import { MAX_USERS_PER_REQUEST } from '../../../src/domain/constants.js';
import {
  DUPLICATE_REQUEST,
  EXISTING_ACCESS,
} from '../../../src/domain/governance/request-conflict-reasons.js';
import type { CartUser, CatalogItem } from '../../../src/domain/request-cart.js';
import {
  requestCartMachine,
  type RequestCartEvent,
} from '../../../src/machines/requestCartMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const user = (n: number): CartUser => ({ id: `user-${n}`, displayName: `User ${n}` });
const salesforce: CatalogItem = { id: 'app-salesforce', type: 'application', name: 'Salesforce' };

export const requestCartModel = defineModel({
  name: 'requestCart',
  file: 'src/machines/requestCartMachine.ts',
  machine: requestCartMachine,
  scenarios: [{ name: 'new request', input: undefined }],
  stateKey: ({ context }) => ({
    users: context.users.length,
    items: context.items.length,
    checking: context.checkingItem?.id ?? null,
    checkingUser: context.checkingUser?.id ?? null,
  }),
  events: ({ context }) => {
    const users = context.users.length;
    const nextUser: RequestCartEvent[] =
      context.items.length === 0 || users <= 1
        ? [{ type: 'cart.addUser', user: user(users + 1) }]
        : [];
    if (users !== 1) return nextUser;
    const editing: RequestCartEvent[] = [
      { type: 'cart.removeUser', userId: user(1).id },
      { type: 'cart.addItem', item: salesforce },
      { type: 'cart.removeItem', itemId: salesforce.id },
      { type: 'cart.setJustification', justification: 'Quarterly sales forecast' },
      { type: 'cart.setExpiryDate', expiryDate: '2025-12-31' },
      { type: 'cart.setPriority', priority: 'high' },
      { type: 'cart.submit' },
    ];
    return [
      ...nextUser,
      ...editing,
      actorDone('checkItemConflicts', 'none'),
      actorDone('checkItemConflicts', 'pendingRequest'),
      actorDone('checkItemConflicts', 'existingAccess'),
      actorError('checkItemConflicts', 'Issue connecting to the server'),
      actorDone('checkUserConflicts', 'none'),
      actorDone('checkUserConflicts', 'pendingRequest'),
      actorDone('checkUserConflicts', 'existingAccess'),
      actorError('checkUserConflicts', 'Issue connecting to the server'),
      actorDone('submitRequest', { requestIds: ['REQ-1001'] }),
      actorError('submitRequest', 'Issue connecting to the server'),
      actorError('submitRequest', DUPLICATE_REQUEST),
      actorError('submitRequest', EXISTING_ACCESS),
    ];
  },
  describeEvent: (event) => {
    if (event.type === 'cart.addUser') {
      const added = (event as unknown as { user: CartUser }).user;
      return Number(added.id.split('-')[1]) > MAX_USERS_PER_REQUEST
        ? `${added.id}, one too many`
        : added.id;
    }
    return undefined;
  },
});
