import { Label, ProgressBar } from 'react-aria-components';
import { VisuallyHidden } from '../visually-hidden.js';
import styles from './review-progress.module.css';

export interface ReviewProgressProps {
  /** Items decided so far. */
  decided: number;
  total: number;
  /** Names the bar for assistive technology. */
  label: string;
  /** Shows the label above the bar rather than for assistive technology only. */
  showLabel?: boolean;
  /** How far along, in words, such as "3 of 20 decided"; shown beside the bar and announced. */
  valueText: string;
}

/** How many of a review's items are decided, as a bar with its count in words. */
export function ReviewProgress({
  decided,
  total,
  label,
  showLabel = false,
  valueText,
}: ReviewProgressProps) {
  return (
    <ProgressBar
      className={styles.progress}
      value={decided}
      minValue={0}
      maxValue={Math.max(total, 1)}
      valueLabel={valueText}
    >
      {({ percentage }) => (
        <>
          <div className={styles.header}>
            {showLabel ? (
              <Label className={styles.label}>{label}</Label>
            ) : (
              <VisuallyHidden elementType="span">
                <Label>{label}</Label>
              </VisuallyHidden>
            )}
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
