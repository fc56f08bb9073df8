import type { Selection } from 'react-aria-components';
import { Header, MenuItem, MenuSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languagePreference } from './language-preference.js';
import { LANGUAGES } from './languages.js';
import styles from './language-menu-section.module.css';
import { useLanguageLoader } from './use-language-loader.js';

/** The offered language the UI shows now (fr for fr-CA); none for other locales. */
export function selectedLanguage(language: string): string | undefined {
  const lower = language.toLowerCase();
  return LANGUAGES.find(({ code }) => code === lower || lower.startsWith(`${code}-`))?.code;
}

/**
 * The languages, each named in its own language, as a section of a menu. Picking one switches
 * the UI at once, without a reload, and remembers the choice.
 */
export function LanguageMenuSection() {
  const { t, i18n } = useTranslation();
  const load = useLanguageLoader();
  const selected = selectedLanguage(i18n.language);

  const choose = (keys: Selection) => {
    if (keys === 'all') return;
    const [language] = [...keys];
    if (typeof language !== 'string' || language === selected) return;
    languagePreference.write(language);
    void load(language);
  };

  return (
    <MenuSection
      className={styles.section}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selected ? [selected] : []}
      onSelectionChange={choose}
    >
      <Header className={styles.header}>{t('shell.language')}</Header>
      {LANGUAGES.map(({ code, name }) => (
        <MenuItem key={code} id={code} textValue={name} className={styles.item}>
          {({ isSelected }) => (
            <>
              <span lang={code}>{name}</span>
              <span className={styles.check} aria-hidden="true">
                {isSelected ? '✓' : ''}
              </span>
            </>
          )}
        </MenuItem>
      ))}
    </MenuSection>
  );
}
