import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.js';
import { relativeTime } from './relative-time.js';

/** An instant as "2 days ago", with the full date and time on hover. */
export function RelativeTime({ instant }: { instant: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const full = formatDateTime(instant, locale);
  return (
    <time dateTime={instant} title={full}>
      {relativeTime(instant, new Date(), locale)}
    </time>
  );
}

/** An instant in the spec's form, Month D, YYYY h:mm A, in the app's language. */
export function DateTime({ instant }: { instant: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={instant}>
      {formatDateTime(instant, i18n.resolvedLanguage ?? i18n.language)}
    </time>
  );
}
