/** The empty element in the top bar that a page's back link is drawn into. */
export const TOP_BAR_BACK_LINK_SLOT_ID = 'top-bar-back-link';
