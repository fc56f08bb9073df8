import type { KeyboardEvent } from 'react';
import type { PlacedMarker } from './place-markers.js';
import { useMapText } from './use-map-text.js';
import styles from './world-map.module.css';

export interface MapMarkersProps {
  markers: readonly PlacedMarker[];
  onShow: (key: string) => void;
  onHide: (key: string) => void;
}

/** One focusable circle per place, named by what its tooltip says and where it is. */
export function MapMarkers({ markers, onShow, onHide }: MapMarkersProps) {
  const text = useMapText();
  const hideOnEscape = (key: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape') onHide(key);
  };
  return (
    <g>
      {markers.map((marker) => (
        <circle
          key={marker.key}
          cx={marker.x}
          cy={marker.y}
          r={marker.radius}
          className={`${styles.marker} ${styles[marker.level]}`}
          data-level={marker.level}
          role="img"
          tabIndex={0}
          aria-label={text.marker(marker.point)}
          onPointerEnter={() => onShow(marker.key)}
          onPointerLeave={() => onHide(marker.key)}
          onFocus={() => onShow(marker.key)}
          onBlur={() => onHide(marker.key)}
          onKeyDown={hideOnEscape(marker.key)}
        />
      ))}
    </g>
  );
}
