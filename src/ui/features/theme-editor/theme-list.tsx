import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import type { ThemeDraft } from './theme-drafts.js';
import styles from './theme-editor.module.css';

export interface ThemeListProps {
  realm: string;
  drafts: readonly ThemeDraft[];
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  onAdd: () => void;
}

/** The realm's themes; choosing one opens it in the form. */
export function ThemeList({ realm, drafts, selectedKey, onSelect, onAdd }: ThemeListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav className={styles.themeList} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('themeEditor.editor.themeListLabel', { realm })}
      </h2>
      <ul className={styles.themeItems}>
        {drafts.map((draft) => (
          <li key={draft.key}>
            <button
              type="button"
              className={styles.themeItem}
              aria-current={draft.key === selectedKey ? 'true' : undefined}
              onClick={() => onSelect(draft.key)}
            >
              <span className={styles.themeName}>{draft.name || t('common.emptyValue')}</span>
              {draft.isDefault ? (
                <span className={styles.defaultBadge}>{t('themeEditor.editor.defaultBadge')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onPress={onAdd}>
        {t('themeEditor.editor.add')}
      </Button>
    </nav>
  );
}
