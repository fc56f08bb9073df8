/**
 * The entry of AM's SelectIdPCallback that stands for the username and password on the same
 * page, not for a provider.
 */
export const LOCAL_AUTHENTICATION = 'localAuthentication';

/**
 * The stage of the sign-in page that offers an account to a social identity linked to nobody;
 * the page offers a way back to the sign-in page beside it.
 */
export const SOCIAL_REGISTRATION_STAGE = 'SocialRegistration';
