/** The realm's UI feature flag (`ui-configuration` features) that turns the auto-access area on. */
export const AUTO_ACCESS_FEATURE = 'autoAccess';
