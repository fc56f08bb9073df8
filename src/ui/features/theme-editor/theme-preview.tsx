import { useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '../../components/sanitized-html.js';
import { ThemeLogoImage } from '../../theme/theme-logo.js';
import { FALLBACK_LOGO, settingsLogos } from '../../theme/theme-logos.js';
import type { ThemeSettings } from '../../theme/theme-values.js';
import { themeColourScheme, themeVariables } from '../../theme/theme-variables.js';
import { enabledHtml } from '../../theme/use-theme.js';
import styles from './theme-preview.module.css';

export interface ThemePreviewProps {
  settings: ThemeSettings;
}

/**
 * Small pictures of Login and the Dashboard drawn with the edited theme: the same custom
 * properties the app sets, applied to a scaled-down stage. Decorative for assistive technology.
 */
export function ThemePreview({ settings }: ThemePreviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const style = useMemo(() => themeVariables(settings) as CSSProperties, [settings]);
  const scheme = themeColourScheme(settings);
  const logos = settingsLogos(settings);
  const journeyLogo = logos.journey ?? FALLBACK_LOGO;
  const profileLogo = logos.profile ?? FALLBACK_LOGO;
  const justified = settings['journeyLayout'] === 'justified';

  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('themeEditor.editor.preview')}
      </h2>
      <PreviewFigure caption={t('themeEditor.editor.previewLogin')} style={style} scheme={scheme}>
        <div className={styles.journey} data-layout={justified ? 'justified' : 'card'}>
          <SanitizedHtml
            className={styles.journeyHtml}
            html={enabledHtml(settings, 'journeyHeader')}
          />
          <div className={styles.journeyContent}>
            <div className={styles.journeyCard}>
              <ThemeLogoImage className={styles.journeyLogo} logo={journeyLogo} />
              <div className={styles.journeyTitle}>{t('login.heading')}</div>
              <div className={styles.journeyLabel}>{t('login.usernameFallback')}</div>
              <div className={styles.journeyInput} />
              <div className={styles.journeyLabel}>{t('login.passwordFallback')}</div>
              <div className={styles.journeyInput} />
              <div className={styles.button}>{t('login.submit')}</div>
            </div>
            {justified ? (
              <SanitizedHtml
                className={styles.journeyHtml}
                html={enabledHtml(settings, 'journeyJustifiedContent')}
              />
            ) : null}
          </div>
          <SanitizedHtml
            className={styles.journeyHtml}
            html={enabledHtml(settings, 'journeyFooter')}
          />
        </div>
      </PreviewFigure>
      <PreviewFigure
        caption={t('themeEditor.editor.previewDashboard')}
        style={style}
        scheme={scheme}
      >
        <div className={styles.shell}>
          <div className={styles.topBar}>
            <ThemeLogoImage className={styles.profileLogo} logo={profileLogo} />
            <span className={styles.avatar}>{t('themeEditor.editor.previewInitials')}</span>
          </div>
          <div className={styles.body}>
            <div className={styles.nav}>
              <div className={`${styles.navItem} ${styles.navActive}`}>{t('menu.dashboard')}</div>
              <div className={styles.navItem}>{t('menu.profile')}</div>
            </div>
            <div className={styles.main}>
              <div className={styles.greeting}>
                {t('dashboard.greeting.morning', { name: t('themeEditor.editor.previewName') })}
              </div>
              <div className={styles.card}>
                <div className={styles.cardTitle}>{t('dashboard.welcome.heading')}</div>
                <p className={styles.cardText}>{t('dashboard.welcome.body')}</p>
                <span className={styles.link}>{t('dashboard.emptyLink')}</span>
                <div className={styles.button}>{t('dashboard.welcome.editProfile')}</div>
              </div>
            </div>
          </div>
          <SanitizedHtml className={styles.footer} html={enabledHtml(settings, 'accountFooter')} />
        </div>
      </PreviewFigure>
    </section>
  );
}

/** A captioned, inert miniature of a page, styled by the edited theme. */
function PreviewFigure({
  caption,
  style,
  scheme,
  children,
}: {
  caption: string;
  style: CSSProperties;
  scheme: string | undefined;
  children: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <div className={styles.frame}>
        <div
          className={styles.stage}
          style={style}
          data-theme-scope=""
          data-color-scheme={scheme}
          aria-hidden="true"
          inert
        >
          {children}
        </div>
      </div>
    </figure>
  );
}
