import { useTranslation } from 'react-i18next';
import { Button } from '../button.js';
import type { MapZoom } from './use-map-zoom.js';
import styles from './world-map.module.css';

export function ZoomControls({ zoom }: { zoom: MapZoom }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('worldMap.controls')} className={styles.controls}>
      <Button variant="secondary" onPress={() => zoom.zoomBy(2)}>
        {t('worldMap.zoomIn')}
      </Button>
      <Button variant="secondary" onPress={() => zoom.zoomBy(0.5)}>
        {t('worldMap.zoomOut')}
      </Button>
      <Button variant="secondary" onPress={zoom.reset}>
        {t('worldMap.resetView')}
      </Button>
    </div>
  );
}
