import { useTranslation } from 'react-i18next';
import { reasonLabel } from '../risk-reason/reason-label.js';
import styles from './risk-event.module.css';

/** An event's reasons as explainability badges: "Brute Force", "Unusual City"… */
export function ReasonBadges({
  reasons,
}: {
  reasons: readonly { kind: string; key?: string | null }[];
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.badges}>
      {reasons.map((reason) => (
        <li
          key={`${reason.kind}:${reason.key ?? ''}`}
          className={`${styles.badge} ${styles[reason.kind]}`}
        >
          {reasonLabel(t, reason)}
        </li>
      ))}
    </ul>
  );
}
