import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { SettingsSectionProps } from './theme-colour-settings.js';
import choiceStyles from '../../components/choice-group.module.css';
import formStyles from '../../components/form.module.css';
import styles from './theme-editor.module.css';
import {
  fontFamilyValue,
  isSizeField,
  JOURNEY_LAYOUTS,
  LOGO_FIELDS,
  settingText,
  sizeValue,
  STYLE_FIELDS,
  type SizeField,
  type TextField,
} from './theme-fields.js';
import { FormSection } from './form-section.js';
import { TextSetting } from './setting-fields.js';
import { useErrorText } from './use-error-text.js';

export function ThemeAssetSettings({ draft, errors, dispatch }: SettingsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  const setting = (field: TextField | SizeField) => (
    <TextSetting
      key={field}
      label={t(`themeEditor.fields.${field}`)}
      value={settingText(draft.settings[field])}
      inputMode={isSizeField(field) ? 'numeric' : 'text'}
      onChange={(text) => {
        const value = isSizeField(field)
          ? sizeValue(text)
          : field === 'fontFamily'
            ? fontFamilyValue(draft.settings[field], text)
            : text;
        dispatch({ type: 'setting.change', key: draft.key, field, value });
      }}
      errorMessage={errorText(errors[`settings.${field}`])}
    />
  );

  const layout = draft.settings['journeyLayout'] === 'justified' ? 'justified' : 'card';
  return (
    <>
      <FormSection title={t('themeEditor.editor.sections.logos')}>
        <div className={styles.settingGrid}>{LOGO_FIELDS.map(setting)}</div>
      </FormSection>
      <FormSection title={t('themeEditor.editor.sections.styles')}>
        <div className={styles.settingGrid}>{STYLE_FIELDS.map(setting)}</div>
        <RadioGroup
          className={formStyles.field}
          value={layout}
          orientation="horizontal"
          onChange={(value) =>
            dispatch({ type: 'setting.change', key: draft.key, field: 'journeyLayout', value })
          }
        >
          <Label className={formStyles.label}>{t('themeEditor.editor.journeyLayout')}</Label>
          <div className={choiceStyles.radios}>
            {JOURNEY_LAYOUTS.map((option) => (
              <Radio key={option} value={option} className={choiceStyles.radio}>
                <span className={choiceStyles.radioDot} aria-hidden="true" />
                {t(`themeEditor.editor.layouts.${option}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      </FormSection>
    </>
  );
}
