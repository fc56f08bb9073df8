import type { TFunction } from 'i18next';
import { recognisePlatformNotification } from '../../../domain/platform-notifications.js';
import { knownBrowser, knownOs } from '../../../domain/user-agent.js';

/** A notification's text in the app's language where the platform wrote it, else as it came. */
export function notificationText(t: TFunction, message: string): string {
  const recognised = recognisePlatformNotification(message);
  if (!recognised) return message;
  const { kind, params } = recognised;
  switch (kind) {
    case 'newSignIn':
      return t('notifications.messages.newSignIn', {
        browser: knownBrowser(params.browser) ?? t('notifications.unknownBrowser'),
        os: knownOs(params.os) ?? t('notifications.unknownOs'),
      });
    case 'accountLinked':
    case 'accountUnlinked':
      return t(`notifications.messages.${kind}`, { provider: params.provider });
    default:
      return t(`notifications.messages.${kind}`);
  }
}
