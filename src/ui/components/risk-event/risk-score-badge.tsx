import { useTranslation } from 'react-i18next';
import { riskLevelOf, type RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import styles from './risk-event.module.css';

/** A rounded risk score with its level, in the level's colour. */
export function RiskScoreBadge({
  score,
  thresholds,
}: {
  score: number;
  thresholds: RiskThresholds;
}) {
  const { t } = useTranslation();
  const level = riskLevelOf(score, thresholds);
  return (
    <span className={`${styles.score} ${styles[level]}`}>
      {Math.round(score)} <span className={styles.scoreLevel}>{t(`riskEvent.level.${level}`)}</span>
    </span>
  );
}
