import type { AuthDeviceType } from '../../gql/graphql.js';
import styles from './devices.module.css';

const PATHS: Record<AuthDeviceType, string> = {
  OATH: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.7-4-2.3V7h-2Z',
  PUSH: 'M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm0 4v14h10V5H7Zm5 15.2a1 1 0 1 0 0 .1Z',
  WEBAUTHN:
    'M14 2a6 6 0 0 0-5.7 7.9L2 16.2V22h5.8l1-1v-2h2v-2h2l1.3-1.3A6 6 0 1 0 14 2Zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm1 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
};

/** The picture of a device type; decorative, since the type is always written beside it. */
export function AuthDeviceIcon({ type }: { type: AuthDeviceType }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[type]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
