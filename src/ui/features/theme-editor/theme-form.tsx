import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { FormSection } from './form-section.js';
import { ThemeAssetSettings } from './theme-asset-settings.js';
import { ThemeColourSettings } from './theme-colour-settings.js';
import type { DraftErrors, ThemeDraft } from './theme-drafts.js';
import type { EditorAction } from './theme-editor-state.js';
import formStyles from '../../components/form.module.css';
import styles from './theme-editor.module.css';
import { KNOWN_JOURNEYS } from './theme-fields.js';
import { ThemeHtmlSettings } from './theme-html-settings.js';
import { TextSetting, ToggleSetting } from './setting-fields.js';
import { useErrorText } from './use-error-text.js';

export interface ThemeFormProps {
  draft: ThemeDraft;
  /** Errors of this theme, keyed by path within it. */
  errors: DraftErrors;
  dispatch: Dispatch<EditorAction>;
}

export function ThemeForm({ draft, errors, dispatch }: ThemeFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const journeys = [...new Set([...KNOWN_JOURNEYS, ...draft.linkedTrees])];
  const treeError = Object.entries(errors).find(([field]) => field.startsWith('linkedTrees'))?.[1];

  return (
    <div className={styles.form}>
      <FormSection title={t('themeEditor.editor.sections.general')}>
        <TextSetting
          label={t('themeEditor.editor.name')}
          value={draft.name}
          onChange={(name) => dispatch({ type: 'theme.change', key: draft.key, change: { name } })}
          errorMessage={errorText(errors['name'])}
        />
        <ToggleSetting
          label={t('themeEditor.editor.isDefault')}
          isSelected={draft.isDefault}
          isDisabled={draft.isDefault}
          onChange={(selected) => {
            if (selected) dispatch({ type: 'theme.makeDefault', key: draft.key });
          }}
        />
        <p className={formStyles.description}>{t('themeEditor.editor.defaultHint')}</p>
        <CheckboxGroupField
          label={t('themeEditor.editor.linkedTrees')}
          description={t('themeEditor.editor.linkedTreesHint')}
          options={journeys.map((journey) => ({ id: journey, label: journey }))}
          value={draft.linkedTrees}
          onChange={(linkedTrees) =>
            dispatch({ type: 'theme.change', key: draft.key, change: { linkedTrees } })
          }
          errorMessage={errorText(treeError)}
        />
        <div>
          <Button
            variant="secondary"
            isDisabled={draft.isDefault}
            onPress={() => setConfirmingDelete(true)}
          >
            {t('themeEditor.editor.delete')}
          </Button>
          {draft.isDefault ? (
            <p className={formStyles.description}>{t('themeEditor.editor.cannotDeleteDefault')}</p>
          ) : null}
        </div>
      </FormSection>

      <ThemeColourSettings draft={draft} errors={errors} dispatch={dispatch} />
      <ThemeAssetSettings draft={draft} errors={errors} dispatch={dispatch} />
      <ThemeHtmlSettings draft={draft} errors={errors} dispatch={dispatch} />

      {confirmingDelete ? (
        <ModalDialog
          role="alertdialog"
          title={t('themeEditor.editor.deleteTitle', { name: draft.name })}
          onClose={() => setConfirmingDelete(false)}
          actions={
            <>
              <Button variant="secondary" onPress={() => setConfirmingDelete(false)}>
                {t('themeEditor.editor.cancel')}
              </Button>
              <Button
                onPress={() => {
                  setConfirmingDelete(false);
                  dispatch({ type: 'theme.delete', key: draft.key });
                }}
              >
                {t('themeEditor.editor.deleteConfirm')}
              </Button>
            </>
          }
        >
          <p>{t('themeEditor.editor.deleteBody')}</p>
        </ModalDialog>
      ) : null}
    </div>
  );
}
