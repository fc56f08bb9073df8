import { useTranslation } from 'react-i18next';
import { regionCountry } from '../../../domain/tenant-region.js';
import styles from './tenant-block.module.css';

/**
 * Each country's flag as a picture (flag-icons, 4:3), by lower-case ISO 3166 code. Pictures, not
 * emoji: Windows shows a flag emoji as two letters, and Linux without an emoji font as two boxes.
 * Only the addresses are in the code; the browser fetches the one flag it shows.
 */
const FLAG_URLS = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  base: '../../../../node_modules/flag-icons/flags/4x3',
  query: '?no-inline',
  import: 'default',
  eager: true,
});

/** The flag of the country a cloud region is in, named by that country; nothing when unknown. */
export function RegionFlag({ region }: { region: string }) {
  const { i18n } = useTranslation();
  const country = regionCountry(region);
  const url = country ? FLAG_URLS[`./${country.toLowerCase()}.svg`] : undefined;
  if (!country || !url) return null;
  const name = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(country) ?? region;
  return <img src={url} alt={name} title={region} width={16} height={12} className={styles.flag} />;
}
