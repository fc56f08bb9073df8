import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { MAX_SCALE, viewOf, type MapView, type ViewTransform } from './view-bounds.js';
import type { MapFrame } from './world-frame.js';

/** How long after a zoom or pan ends the new view is reported, so that a burst reports once. */
const VIEW_CHANGE_DELAY_MS = 300;

type MapZoomBehaviour = ZoomBehavior<SVGSVGElement, unknown>;

export interface MapZoomOptions {
  frame: MapFrame;
  /** Without it, the map stays at `start` and follows it. */
  interactive: boolean;
  /** Where an interactive map starts; later values are ignored. */
  start: ViewTransform;
  onViewChange?: ((view: MapView) => void) | undefined;
}

export interface MapZoom {
  transform: ViewTransform;
  zoomBy: (factor: number) => void;
  /** Moves the map by viewBox units on screen, whatever the scale. */
  panBy: (dx: number, dy: number) => void;
  reset: () => void;
}

/** Wheel, drag and programmatic zoom through d3-zoom, with the view reported once it settles. */
export function useMapZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  { frame, interactive, start, onViewChange }: MapZoomOptions,
): MapZoom {
  const behaviourRef = useRef<MapZoomBehaviour | null>(null);
  const [initial] = useState(start);
  const [transform, setTransform] = useState(initial);
  const reportView = useEffectEvent((view: MapView) => onViewChange?.(view));

  useEffect(() => {
    const svg = svgRef.current;
    if (!interactive || !svg) return;
    const extent: [[number, number], [number, number]] = [
      [0, 0],
      [frame.width, frame.height],
    ];
    const behaviour = zoom<SVGSVGElement, unknown>()
      .extent(extent)
      .translateExtent(extent)
      .scaleExtent([1, MAX_SCALE]);
    const selection = select(svg);
    behaviour.transform(selection, zoomIdentity.translate(initial.x, initial.y).scale(initial.k));
    let timer: ReturnType<typeof setTimeout> | undefined;
    behaviour
      .on('zoom', (event: D3ZoomEvent<SVGSVGElement, unknown>) => setTransform(event.transform))
      .on('end', (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        clearTimeout(timer);
        timer = setTimeout(() => reportView(viewOf(event.transform, frame)), VIEW_CHANGE_DELAY_MS);
      });
    selection.call(behaviour);
    behaviourRef.current = behaviour;
    return () => {
      clearTimeout(timer);
      selection.on('.zoom', null);
      behaviourRef.current = null;
    };
  }, [svgRef, interactive, frame, initial]);

  const withBehaviour = (act: (behaviour: MapZoomBehaviour, svg: SVGSVGElement) => void) => {
    const svg = svgRef.current;
    const behaviour = behaviourRef.current;
    if (svg && behaviour) act(behaviour, svg);
  };

  return {
    transform: interactive ? transform : start,
    zoomBy: (factor) => withBehaviour((behaviour, svg) => behaviour.scaleBy(select(svg), factor)),
    panBy: (dx, dy) =>
      withBehaviour((behaviour, svg) => {
        const { k } = zoomTransform(svg);
        behaviour.translateBy(select(svg), dx / k, dy / k);
      }),
    reset: () => withBehaviour((behaviour, svg) => behaviour.transform(select(svg), zoomIdentity)),
  };
}
