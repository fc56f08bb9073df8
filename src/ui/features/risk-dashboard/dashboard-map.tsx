import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_MIN_ZOOM } from '../../../domain/autoaccess/risk-dashboard-queries.js';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import { Button } from '../../components/button.js';
import type { MapPoint } from '../../components/world-map/map-point.js';
import { preloadCountries } from '../../components/world-map/load-countries.js';
import { WorldMap } from '../../components/world-map/world-map.js';
import type { MapArea } from './dashboard-state.js';
import styles from './risk-dashboard.module.css';

// The atlas is read beside the dashboard's first query, not once the map first shows.
preloadCountries();

/** The events on the world map; zooming in past the whole world filters on the visible area. */
export function DashboardMap({
  points,
  area,
  thresholds,
  onAreaChange,
}: {
  points: readonly MapPoint[];
  area: MapArea | null;
  thresholds: RiskThresholds;
  onAreaChange: (area: MapArea | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelHeading}>
          {t('riskDashboard.map.heading')}
        </h2>
        {area ? (
          <div className={styles.areaNote}>
            <span>{t('riskDashboard.filters.area')}</span>
            <Button variant="secondary" onPress={() => onAreaChange(null)}>
              {t('riskDashboard.filters.clearArea')}
            </Button>
          </div>
        ) : null}
      </div>
      <WorldMap
        key={area ? 'area' : 'world'}
        label={t('riskDashboard.map.label')}
        points={points}
        riskThresholds={thresholds}
        {...(area ? { initialView: area } : {})}
        onViewChange={(view) => onAreaChange(view.zoom > MAP_MIN_ZOOM ? view : null)}
      />
    </section>
  );
}
