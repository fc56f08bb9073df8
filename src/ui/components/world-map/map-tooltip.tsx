import type { PlacedMarker } from './place-markers.js';
import { useMapText } from './use-map-text.js';
import type { MapFrame } from './world-frame.js';
import styles from './world-map.module.css';

const percent = (value: number, of: number) => `${Math.min(100, Math.max(0, (value / of) * 100))}%`;

/** What a hovered or focused marker stands for, above it (below it near the top edge). */
export function MapTooltip({ marker, frame }: { marker: PlacedMarker; frame: MapFrame }) {
  const text = useMapText();
  const below = marker.y - marker.radius < frame.height * 0.3;
  const edge = below ? marker.y + marker.radius : marker.y - marker.radius;
  return (
    <div
      role="tooltip"
      className={styles.tooltip}
      data-below={below || undefined}
      style={{ left: percent(marker.x, frame.width), top: percent(edge, frame.height) }}
    >
      <span className={styles.tooltipEvents}>{text.events(marker.point)}</span>
      <span>{text.averageScore(marker.point)}</span>
    </div>
  );
}
