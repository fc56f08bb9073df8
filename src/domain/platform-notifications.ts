/**
 * The notifications the platform writes to a user. IDM stores each as English text, so the console
 * recognises them by that text to show them in the user's language; any other text (an
 * administrator's, or another deployment's) is shown as it came.
 */
const TEMPLATES = {
  profileUpdated: 'Your profile has been updated',
  passwordChanged: 'Your password has been changed',
  newSignIn: 'New sign-in from {browser} on {os}',
  accountLinked: '{provider} was linked to your account',
  accountUnlinked: '{provider} was unlinked from your account',
} as const;

export type PlatformNotificationKind = keyof typeof TEMPLATES;
export type PlatformNotificationParams = Record<string, string>;

export interface RecognisedNotification {
  kind: PlatformNotificationKind;
  params: PlatformNotificationParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The text the platform stores for a notification of `kind`. */
export function platformNotificationText(
  kind: PlatformNotificationKind,
  params: PlatformNotificationParams = {},
): string {
  return TEMPLATES[kind].replace(PLACEHOLDER, (_whole, name: string) => params[name] ?? '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const PATTERNS = (Object.keys(TEMPLATES) as PlatformNotificationKind[]).map((kind) => ({
  kind,
  pattern: new RegExp(
    `^${escapeRegExp(TEMPLATES[kind]).replace(PLACEHOLDER, (_whole, name: string) => `(?<${name}>.+?)`)}$`,
  ),
}));

/** Which platform notification `message` is, with the values in it; null for any other text. */
export function recognisePlatformNotification(message: string): RecognisedNotification | null {
  for (const { kind, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { kind, params: { ...match.groups } };
  }
  return null;
}
