import { useTranslation } from 'react-i18next';
import type { SettingsSectionProps } from './theme-colour-settings.js';
import { scriptText } from './theme-drafts.js';
import formStyles from '../../components/form.module.css';
import styles from './theme-editor.module.css';
import { HTML_FIELDS, SCRIPT_FIELDS, settingText } from './theme-fields.js';
import { FormSection } from './form-section.js';
import { TextAreaSetting, ToggleSetting } from './setting-fields.js';
import { useErrorText } from './use-error-text.js';

export function ThemeHtmlSettings({ draft, errors, dispatch }: SettingsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const set = (field: string, value: unknown) =>
    dispatch({ type: 'setting.change', key: draft.key, field, value });
  const justified = draft.settings['journeyLayout'] === 'justified';
  const htmlFields = justified ? [...HTML_FIELDS, 'journeyJustifiedContent' as const] : HTML_FIELDS;

  return (
    <>
      <FormSection title={t('themeEditor.editor.sections.html')}>
        <p className={formStyles.description}>{t('themeEditor.editor.htmlHint')}</p>
        {htmlFields.map((field) => {
          const label = t(`themeEditor.fields.${field}`);
          return (
            <div key={field} className={styles.htmlSetting}>
              <ToggleSetting
                label={t('themeEditor.editor.enabled', { field: label })}
                isSelected={draft.settings[`${field}Enabled`] === true}
                onChange={(enabled) => set(`${field}Enabled`, enabled)}
              />
              <TextAreaSetting
                label={label}
                value={settingText(draft.settings[field])}
                onChange={(html) => set(field, html)}
                errorMessage={errorText(errors[`settings.${field}`])}
              />
            </div>
          );
        })}
      </FormSection>
      <FormSection title={t('themeEditor.editor.sections.scripts')}>
        <p className={formStyles.description}>{t('themeEditor.editor.scriptHint')}</p>
        {SCRIPT_FIELDS.map((field) => {
          const label = t(`themeEditor.fields.${field}`);
          const text = scriptText(draft, field);
          return (
            <div key={field} className={styles.htmlSetting}>
              <ToggleSetting
                label={t('themeEditor.editor.scriptEnabled', { field: label })}
                isSelected={draft.settings[`${field}Enabled`] === true}
                onChange={(enabled) => set(`${field}Enabled`, enabled)}
              />
              <TextAreaSetting
                label={label}
                value={text ?? ''}
                description={
                  text === undefined ? t('themeEditor.editor.scriptUnreadable') : undefined
                }
                onChange={(script) =>
                  dispatch({ type: 'script.change', key: draft.key, field, text: script })
                }
                errorMessage={errorText(errors[`settings.${field}`])}
              />
            </div>
          );
        })}
      </FormSection>
    </>
  );
}
