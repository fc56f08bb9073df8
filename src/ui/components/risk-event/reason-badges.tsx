import { useTranslation } from 'react-i18next';
import { reasonLabel } from '../risk-reason/reason-label.js';
import styles from './risk-event.module.css';

/**
 * An event's reasons as explainability badges: "Brute Force", "Unusual City"… Two models that
 * give the same reason (the behaviour model and the clusters both finding the country unusual)
 * show it once.
 */
export function ReasonBadges({
  reasons,
}: {
  reasons: readonly { kind: string; key?: string | null }[];
}) {
  const { t } = useTranslation();
  const labelled = reasons.map((reason) => ({ reason, label: reasonLabel(t, reason) }));
  const shown = labelled.filter(
    ({ label }, index) => labelled.findIndex((other) => other.label === label) === index,
  );
  return (
    <ul className={styles.badges}>
      {shown.map(({ reason, label }) => (
        <li
          key={`${reason.kind}:${reason.key ?? ''}`}
          className={`${styles.badge} ${styles[reason.kind]}`}
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
