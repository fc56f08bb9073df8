/**
 * The entry of AM's SelectIdPCallback that stands for the username and password on the same
 * page, not for a provider.
 */
export const LOCAL_AUTHENTICATION = 'localAuthentication';
