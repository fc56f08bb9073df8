import { OAUTH_RETURN_PATH } from './machine-constants.js';

/** Where a social identity provider sends the browser back: the answer in the query. */
export const SOCIAL_RETURN_PATH = OAUTH_RETURN_PATH;
/** Where the platform relays an answer that was posted to it (`response_mode=form_post`), as amData. */
export const SOCIAL_FORM_POST_RETURN_PATH = '/handleOAuth';
