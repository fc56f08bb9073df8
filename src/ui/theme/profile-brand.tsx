import { useTranslation } from 'react-i18next';
import styles from './profile-brand.module.css';
import { ThemeLogoImage } from './theme-logo.js';
import { themeLogos } from './theme-logos.js';
import { useThemeChoice } from './use-theme.js';

/**
 * The top bar brand: the theme's profile logo (its collapsed form while the side menu is
 * collapsed), with the app name when the logo has no alt text of its own.
 */
export function ProfileBrand({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const logos = themeLogos(useThemeChoice());
  const logo = collapsed ? logos.profileCollapsed : logos.profile;
  return (
    <span className={styles.brand}>
      {logo ? <ThemeLogoImage className={styles.logo} logo={logo} /> : null}
      {logo?.alt ? null : <span>{t('app.name')}</span>}
    </span>
  );
}
