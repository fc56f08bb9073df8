import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RISK_THRESHOLDS } from '../../src/domain/autoaccess/risk-levels.js';
import type { MapPoint } from '../../src/ui/components/world-map/map-point.js';
import { worldMapMessages } from '../../src/ui/components/world-map/messages.js';
import type { MapView } from '../../src/ui/components/world-map/view-bounds.js';
import { WorldMap, type WorldMapProps } from '../../src/ui/components/world-map/world-map.js';
import { loadFeatureMessages } from '../../src/ui/i18n/feature-messages.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PARIS: MapPoint = { lat: 48.8566, longitude: 2.3522, count: 12, averageScore: 73.4 };
const SYDNEY: MapPoint = { lat: -33.8688, longitude: 151.2093, count: 1, averageScore: 91.6 };
const PARIS_NAME = '12 Risky Events, Average Score 73, at 48.86° N, 2.35° E';

async function renderMap(props: Partial<WorldMapProps> = {}, language = 'en') {
  const i18n = createI18n(language);
  await loadFeatureMessages(i18n, worldMapMessages, language);
  const onViewChange = vi.fn<(view: MapView) => void>();
  const rendered = render(
    <I18nextProvider i18n={i18n}>
      <WorldMap
        label="Risky events"
        points={[PARIS, SYDNEY]}
        riskThresholds={DEFAULT_RISK_THRESHOLDS}
        onViewChange={onViewChange}
        {...props}
      />
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return { ...rendered, onViewChange };
}

/** The view reported once the debounce has run out, with fake timers. */
function settle(onViewChange: ReturnType<typeof vi.fn>): MapView | undefined {
  act(() => {
    vi.advanceTimersByTime(300);
  });
  return onViewChange.mock.lastCall?.[0] as MapView | undefined;
}

describe('the world map', () => {
  it('draws the countries of the bundled atlas and one named marker per place', async () => {
    const { container } = await renderMap();
    expect(screen.getByRole('group', { name: 'Risky events' })).toBeDefined();
    expect(container.querySelectorAll('path').length).toBeGreaterThan(150);
    const paris = screen.getByRole('img', { name: PARIS_NAME });
    const sydney = screen.getByRole('img', {
      name: '1 Risky Event, Average Score 92, at 33.87° S, 151.21° E',
    });
    expect(paris.getAttribute('tabindex')).toBe('0');
    expect(paris.dataset.level).toBe('medium');
    expect(sydney.dataset.level).toBe('high');
    expect(Number(paris.getAttribute('r'))).toBeGreaterThan(Number(sydney.getAttribute('r')));
  });

  it('colours the markers by the thresholds it is given', async () => {
    await renderMap({ riskThresholds: { medium: 95, high: 99 } });
    expect(screen.getByRole('img', { name: PARIS_NAME }).dataset.level).toBe('low');
  });

  it('shows the tooltip while a marker has the focus, until Escape', async () => {
    await renderMap();
    const paris = screen.getByRole('img', { name: PARIS_NAME });
    fireEvent.focus(paris);
    expect(screen.getByRole('tooltip').textContent).toBe('12 Risky EventsAverage Score 73');
    fireEvent.keyDown(paris, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(paris);
    expect(screen.getByRole('tooltip')).toBeDefined();
    fireEvent.pointerLeave(paris);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says it in French, with the plural', async () => {
    await renderMap({}, 'fr');
    fireEvent.focus(
      screen.getByRole('img', { name: /^12 événements à risque, Score moyen 73, à 48,86° N/ }),
    );
    expect(screen.getByRole('tooltip').textContent).toBe('12 événements à risqueScore moyen 73');
  });

  it('lists the places for assistive technology, and shows the world without points', async () => {
    await renderMap();
    expect(screen.getByRole('table', { name: 'Risky events by place' }).textContent).toContain(
      '48.86° N, 2.35° E1273',
    );
    cleanup();
    await renderMap({ points: [] });
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.getByText('No risky events to show on the map.')).toBeDefined();
  });

  it('reports the view once, a moment after the zoom buttons are pressed', async () => {
    const { onViewChange } = await renderMap();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onViewChange).not.toHaveBeenCalled();
    const zoomedIn = settle(onViewChange);
    expect(onViewChange).toHaveBeenCalledTimes(1);
    expect(zoomedIn?.zoom).toBeCloseTo(3, 10);
    expect(zoomedIn && zoomedIn.east - zoomedIn.west).toBeLessThan(180);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(settle(onViewChange)?.zoom).toBeCloseTo(2, 10);
    fireEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(settle(onViewChange)).toMatchObject({ zoom: 1, west: -180, east: 180 });
  });

  it('pans with the arrow keys while the map has the focus', async () => {
    const { onViewChange } = await renderMap();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const centred = settle(onViewChange);
    fireEvent.keyDown(screen.getByRole('group', { name: /arrow keys/ }), { key: 'ArrowRight' });
    const panned = settle(onViewChange);
    expect(panned?.zoom).toBeCloseTo(2, 10);
    expect(panned?.east).toBeGreaterThan(centred?.east ?? Infinity);
  });

  it('starts from the view it is given', async () => {
    const europe: MapView = { north: 62, south: 35, west: -12, east: 32, zoom: 4 };
    const { onViewChange } = await renderMap({ initialView: europe });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    const view = settle(onViewChange);
    expect(view?.zoom).toBeCloseTo(3, 10);
    expect(view && (view.west + view.east) / 2).toBeCloseTo(10, -1);
    expect(view && (view.north + view.south) / 2).toBeCloseTo(48.5, -1);
  });

  it('joins the two places of a route on a mini map without zoom buttons', async () => {
    await renderMap({
      variant: 'mini',
      points: [PARIS],
      route: {
        from: { lat: 48.8566, longitude: 2.3522, label: 'Paris' },
        to: { lat: 40.7128, longitude: -74.006, label: 'New York' },
      },
    });
    expect(screen.getByRole('img', { name: 'From Paris, 48.86° N, 2.35° E' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'To New York, 40.71° N, 74.01° W' })).toBeDefined();
    expect(screen.getByRole('img', { name: PARIS_NAME })).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not call a map of a route alone empty', async () => {
    await renderMap({
      variant: 'mini',
      points: [],
      route: {
        from: { lat: 48.8566, longitude: 2.3522, label: 'Paris' },
        to: { lat: 40.7128, longitude: -74.006, label: 'New York' },
      },
    });
    expect(screen.getByRole('img', { name: 'To New York, 40.71° N, 74.01° W' })).toBeDefined();
    expect(screen.queryByText('No risky events to show on the map.')).toBeNull();
  });
});
