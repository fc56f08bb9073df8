import { describe, expect, it } from 'vitest';
import {
  platformNotificationText,
  recognisePlatformNotification,
} from '../../src/domain/platform-notifications.js';

describe('platform notifications', () => {
  it('writes each notification as the platform stores it', () => {
    expect(platformNotificationText('profileUpdated')).toBe('Your profile has been updated');
    expect(platformNotificationText('newSignIn', { browser: 'Firefox', os: 'Windows' })).toBe(
      'New sign-in from Firefox on Windows',
    );
    expect(platformNotificationText('accountUnlinked', { provider: 'Acme ID' })).toBe(
      'Acme ID was unlinked from your account',
    );
  });

  it('recognises what it wrote, with the values in it', () => {
    const text = platformNotificationText('newSignIn', {
      browser: 'Samsung Internet',
      os: 'Unknown OS',
    });
    expect(recognisePlatformNotification(text)).toEqual({
      kind: 'newSignIn',
      params: { browser: 'Samsung Internet', os: 'Unknown OS' },
    });
    expect(recognisePlatformNotification('Your password has been changed')).toEqual({
      kind: 'passwordChanged',
      params: {},
    });
    expect(recognisePlatformNotification('Acme (EU) was linked to your account')).toEqual({
      kind: 'accountLinked',
      params: { provider: 'Acme (EU)' },
    });
  });

  it('leaves any other text unrecognised, even one that starts or ends like a notification', () => {
    expect(recognisePlatformNotification('Maintenance tonight')).toBeNull();
    expect(
      recognisePlatformNotification('Your profile has been updated by the helpdesk'),
    ).toBeNull();
    expect(recognisePlatformNotification('New sign-in from Chrome')).toBeNull();
    expect(recognisePlatformNotification(' was linked to your account')).toBeNull();
  });
});
