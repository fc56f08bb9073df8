import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden.js';
import type { MapPoint } from './map-point.js';
import { useMapText } from './use-map-text.js';

/**
 * The map's text alternative: every place with its events, busiest first. A route's two places
 * are named by their own markers, so a map of a route alone has no table and is not empty.
 */
export function PointsTable({
  points,
  hasRoute = false,
}: {
  points: readonly MapPoint[];
  hasRoute?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const text = useMapText();
  const count = new Intl.NumberFormat(i18n.language);
  if (points.length === 0) {
    if (hasRoute) return null;
    return (
      <VisuallyHidden>
        <p>{t('worldMap.table.empty')}</p>
      </VisuallyHidden>
    );
  }
  return (
    <VisuallyHidden>
      <table>
        <caption>{t('worldMap.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('worldMap.table.place')}</th>
            <th scope="col">{t('worldMap.table.events')}</th>
            <th scope="col">{t('worldMap.table.averageScore')}</th>
          </tr>
        </thead>
        <tbody>
          {[...points]
            .sort((a, b) => b.count - a.count)
            .map((point, index) => (
              <tr key={index}>
                <th scope="row">{text.place(point.lat, point.longitude)}</th>
                <td>{count.format(point.count)}</td>
                <td>{count.format(Math.round(point.averageScore))}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
