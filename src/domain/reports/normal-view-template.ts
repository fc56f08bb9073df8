/**
 * The reports template behind the risk dashboard's normal view: a user's sign-in values against
 * the realm's. A fraud analyst may run it and read its runs, and no other report.
 */
export const NORMAL_VIEW_TEMPLATE = 'User-Normal-View';
