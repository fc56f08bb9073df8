export const PRODUCT_VERSION = '7.5.1';
export const END_USER_CLIENT_ID = 'end-user-ui';
export const DEFAULT_LOCALE = 'en';

export const NOTIFICATION_POLL_MS = 3_000;
export const TOAST_DURATION_MS = 4_000;
export const TOAST_WIDTH_PX = 320;

export const SESSION_WARNING_BEFORE_EXPIRY_MS = 70_000;
export const SESSION_LOGOUT_AFTER_WARNING_MS = 60_000;
/** About 2.07 billion ms: 24 days. */
export const MAX_TIMER_MS = 24 * 24 * 60 * 60 * 1000;
export const SESSION_CHECK_COOLDOWN_MS = 5_000;
export const SESSION_ACTIVITY_DEBOUNCE_MS = 100;

export const MAX_USERS_PER_REQUEST = 10;
export const EXCEPTION_DEFERRAL_DAYS = 7;
export const LIST_PAGE_SIZE = 10;
/** The page sizes a list offers; the spec's default comes first. */
export const LIST_PAGE_SIZES = [LIST_PAGE_SIZE, 20, 50, 100] as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BASE64_CHUNK_SIZE = 50_000;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const THEME_DEFAULTS = {
  logoHeight: 40,
  buttonRounded: 5,
  cardRadius: 4,
  cardShadow: 3,
} as const;

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60_000;
