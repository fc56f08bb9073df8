import styles from './sharing.module.css';

/** A resource's picture, or its initial on a plain tile; decorative, as its name is beside it. */
export function ResourceIcon({ name, icon }: { name: string; icon: string | null | undefined }) {
  return icon ? (
    <img className={styles.icon} src={icon} alt="" width={40} height={40} />
  ) : (
    <span className={`${styles.icon} ${styles.iconFallback}`} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
