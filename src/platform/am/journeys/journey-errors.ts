import { CrestError } from '../../http/errors.js';

/** A journey that ended in failure, in AM's shape: clients read `detail.failureUrl`. */
export const loginFailure = (failureUrl = '') =>
  new CrestError(401, 'Login failure', { failureUrl });

/** An unknown, used or expired `authId`: AM's error code 110 tells clients to restart the journey. */
export const journeyTimedOut = () =>
  new CrestError(401, 'Session has timed out', { errorCode: '110' });

/** An emailed link whose journey is gone: already used, expired, or never issued. */
export const suspendedJourneyGone = () =>
  new CrestError(401, 'The link has expired or was already used', {
    errorCode: 'SUSPENDED_ID_INVALID',
  });
