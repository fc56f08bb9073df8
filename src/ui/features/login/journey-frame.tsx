import type { ReactNode } from 'react';
import { SanitizedHtml } from '../../components/sanitized-html.js';
import { ThemeLogoImage } from '../../theme/theme-logo.js';
import { themeLogos } from '../../theme/theme-logos.js';
import { useFooterScripts } from '../../theme/use-footer-scripts.js';
import { choiceSettings, enabledHtml, useThemeChoice } from '../../theme/use-theme.js';
import styles from './journey-frame.module.css';

export interface JourneyFrameProps {
  labelledBy: string;
  children: ReactNode;
}

/**
 * The themed sign-in page: header and footer HTML, the logo, the journey card in the theme's
 * layout (a centred card, or justified beside the theme's own content) and the footer scripts.
 */
export function JourneyFrame({ labelledBy, children }: JourneyFrameProps) {
  const choice = useThemeChoice();
  const settings = choiceSettings(choice);
  useFooterScripts(settings, 'journeyFooterScriptTag');
  const logo = themeLogos(choice).journey;
  const justified = settings['journeyLayout'] === 'justified';
  const header = enabledHtml(settings, 'journeyHeader');
  const footer = enabledHtml(settings, 'journeyFooter');
  const justifiedContent = enabledHtml(settings, 'journeyJustifiedContent');

  return (
    <div className={styles.journey} data-layout={justified ? 'justified' : 'card'}>
      {header.trim() ? (
        <header className={styles.header}>
          <SanitizedHtml html={header} />
        </header>
      ) : null}
      <div className={styles.content}>
        <section className={styles.card} aria-labelledby={labelledBy}>
          {logo ? <ThemeLogoImage className={styles.logo} logo={logo} /> : null}
          {children}
        </section>
        {justified && justifiedContent.trim() ? (
          <SanitizedHtml className={styles.aside} html={justifiedContent} />
        ) : null}
      </div>
      {footer.trim() ? (
        <footer className={styles.footer}>
          <SanitizedHtml html={footer} />
        </footer>
      ) : null}
    </div>
  );
}
