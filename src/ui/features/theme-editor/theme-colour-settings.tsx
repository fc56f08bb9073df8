import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../../components/colour-field.js';
import type { DraftErrors, ThemeDraft } from './theme-drafts.js';
import type { EditorAction } from './theme-editor-state.js';
import styles from './theme-editor.module.css';
import { COLOUR_GROUPS, settingText } from './theme-fields.js';
import { FormSection } from './form-section.js';
import { useErrorText } from './use-error-text.js';

export interface SettingsSectionProps {
  draft: ThemeDraft;
  errors: DraftErrors;
  dispatch: Dispatch<EditorAction>;
}

export function ThemeColourSettings({ draft, errors, dispatch }: SettingsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <FormSection title={t('themeEditor.editor.sections.colours')}>
      {COLOUR_GROUPS.map((group) => (
        <fieldset key={group.id} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`themeEditor.editor.groups.${group.id}`)}</legend>
          <div className={styles.colourGrid}>
            {group.fields.map((field) => {
              const label = t(`themeEditor.fields.${field}`);
              return (
                <ColourField
                  key={field}
                  label={label}
                  pickerLabel={t('themeEditor.editor.pickColour', { field: label })}
                  value={settingText(draft.settings[field])}
                  onChange={(value) =>
                    dispatch({ type: 'setting.change', key: draft.key, field, value })
                  }
                  errorMessage={errorText(errors[`settings.${field}`])}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </FormSection>
  );
}
