import { useTranslation } from 'react-i18next';
import type { MapPoint } from './map-point.js';

/** The words for the map's points and places, shared by the markers, the tooltip and the table. */
export function useMapText() {
  const { t, i18n } = useTranslation();
  const degrees = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const place = (lat: number, longitude: number) =>
    t('worldMap.place', {
      latitude: t(lat < 0 ? 'worldMap.south' : 'worldMap.north', {
        value: degrees.format(Math.abs(lat)),
      }),
      longitude: t(longitude < 0 ? 'worldMap.west' : 'worldMap.east', {
        value: degrees.format(Math.abs(longitude)),
      }),
    });
  const events = (point: MapPoint) => t('worldMap.riskyEvents', { count: point.count });
  const averageScore = (point: MapPoint) =>
    t('worldMap.averageScore', { score: Math.round(point.averageScore) });
  return {
    place,
    events,
    averageScore,
    marker: (point: MapPoint) =>
      t('worldMap.marker', {
        events: events(point),
        averageScore: averageScore(point),
        place: place(point.lat, point.longitude),
      }),
  };
}
