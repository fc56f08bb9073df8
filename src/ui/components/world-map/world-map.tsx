import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import { CountriesLayer } from './countries-layer.js';
import type { MapPoint, MapRoute } from './map-point.js';
import { MapMarkers } from './map-markers.js';
import { MapTooltip } from './map-tooltip.js';
import { placeMarkers } from './place-markers.js';
import { PointsTable } from './points-table.js';
import { transformForRoute } from './route-line.js';
import { RouteLine, RoutePlaces } from './route-layer.js';
import { useCountries } from './use-countries.js';
import { useMapZoom, type MapZoom } from './use-map-zoom.js';
import { IDENTITY, transformForView, type MapView, type ViewTransform } from './view-bounds.js';
import { MAP_FRAMES, type MapFrame } from './world-frame.js';
import styles from './world-map.module.css';
import { ZoomControls } from './zoom-controls.js';

export interface WorldMapProps {
  /** The accessible name of the map. */
  label: string;
  points: readonly MapPoint[];
  /** `mini`: a small map that only its markers' focus makes interactive. */
  variant?: 'full' | 'mini';
  /** Where the map starts, as `onViewChange` reported it (from a shared address, say). */
  initialView?: MapView;
  /** Two places to join with a great-circle line; the view then fits them. */
  route?: MapRoute;
  /** The scores from which a marker shows medium or high risk. */
  riskThresholds: RiskThresholds;
  /** What the map shows, once a zoom or pan has settled. */
  onViewChange?: (view: MapView) => void;
}

const RADII = { full: { min: 4, max: 18 }, mini: { min: 3, max: 10 } } as const;
const PAN_STEP = 80;

const KEY_ACTIONS: Readonly<Record<string, (zoom: MapZoom) => void>> = {
  ArrowLeft: (zoom) => zoom.panBy(PAN_STEP, 0),
  ArrowRight: (zoom) => zoom.panBy(-PAN_STEP, 0),
  ArrowUp: (zoom) => zoom.panBy(0, PAN_STEP),
  ArrowDown: (zoom) => zoom.panBy(0, -PAN_STEP),
  '+': (zoom) => zoom.zoomBy(2),
  '=': (zoom) => zoom.zoomBy(2),
  '-': (zoom) => zoom.zoomBy(0.5),
};

function startTransform(frame: MapFrame, route?: MapRoute, initialView?: MapView): ViewTransform {
  if (route) return transformForRoute(route, frame);
  return initialView ? transformForView(initialView, frame) : IDENTITY;
}

/**
 * Risky events on a world map drawn offline from the bundled atlas: markers sized by count and
 * coloured by average score, with wheel, drag, button and keyboard zoom on the full variant.
 */
export function WorldMap({
  label,
  points,
  variant = 'full',
  initialView,
  route,
  riskThresholds,
  onViewChange,
}: WorldMapProps) {
  const { t } = useTranslation();
  const frame = MAP_FRAMES[variant];
  const interactive = variant === 'full';
  const countries = useCountries();
  const svgRef = useRef<SVGSVGElement>(null);
  const zoom = useMapZoom(svgRef, {
    frame,
    interactive,
    start: startTransform(frame, route, initialView),
    onViewChange,
  });
  const [shown, setShown] = useState<string | null>(null);
  const markers = placeMarkers(points, frame, zoom.transform, RADII[variant], riskThresholds);
  const shownMarker = markers.find((marker) => marker.key === shown);
  const { k, x, y } = zoom.transform;

  const panOrZoom = (event: KeyboardEvent<SVGSVGElement>) => {
    const action = KEY_ACTIONS[event.key];
    if (!action || event.target !== event.currentTarget) return;
    event.preventDefault();
    action(zoom);
  };

  return (
    <div role="group" aria-label={label} className={styles.worldMap} data-variant={variant}>
      {interactive && <ZoomControls zoom={zoom} />}
      <div className={styles.frame}>
        <svg
          ref={svgRef}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          className={styles.map}
          {...(interactive && {
            role: 'group',
            'aria-label': t('worldMap.canvas'),
            tabIndex: 0,
            onKeyDown: panOrZoom,
          })}
        >
          <g transform={`translate(${x} ${y}) scale(${k})`}>
            <CountriesLayer countries={countries} frame={frame} />
            {route && <RouteLine route={route} frame={frame} />}
          </g>
          <MapMarkers
            markers={markers}
            onShow={setShown}
            onHide={(key) => setShown((current) => (current === key ? null : current))}
          />
          {route && <RoutePlaces route={route} frame={frame} transform={zoom.transform} />}
        </svg>
        {countries.status === 'loading' && (
          <p role="status" className={styles.status}>
            {t('worldMap.loading')}
          </p>
        )}
        {countries.status === 'failed' && <p className={styles.status}>{t('worldMap.failed')}</p>}
        {shownMarker && <MapTooltip marker={shownMarker} frame={frame} />}
      </div>
      <PointsTable points={points} hasRoute={route !== undefined} />
    </div>
  );
}
