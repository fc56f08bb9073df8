import { useMutation } from '@apollo/client/react';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { graphql } from '../../gql/index.js';
import { SaveProblemAlert, type SaveProblemMessages } from '../../components/save-problem-alert.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useRevisionSave, type FormProblem } from '../../components/use-revision-save.js';
import { RealmPicker } from './realm-picker.js';
import {
  hasChanges,
  themeErrors,
  toThemeInput,
  validateDrafts,
  type DraftErrors,
} from './theme-drafts.js';
import { editorReducer, initialEditorState, type StoredThemeRealm } from './theme-editor-state.js';
import styles from './theme-editor.module.css';
import { ThemeForm } from './theme-form.js';
import { ThemeList } from './theme-list.js';
import { ThemePreview } from './theme-preview.js';
import { useErrorText } from './use-error-text.js';

const ThemeEditor_SaveThemes = graphql(`
  mutation ThemeEditor_SaveThemes($input: SaveThemesInput!) {
    saveThemes(input: $input) {
      rev
      realms {
        realm
        themes {
          id
          name
          isDefault
          linkedTrees
          settings
        }
      }
    }
  }
`);

const INVALID: FormProblem = { kind: 'message', messageKey: 'themeEditor.validation.summary' };

const PROBLEM_MESSAGES: SaveProblemMessages = {
  conflict: 'themeEditor.errors.conflict',
  reload: 'themeEditor.editor.reload',
};

export interface ThemeEditorProps {
  themeRealm: StoredThemeRealm;
  realm: string;
  onRealmChange: (realm: string) => void;
  onReload: () => void;
}

let newThemeCount = 0;

export function ThemeEditor({ themeRealm, realm, onRealmChange, onReload }: ThemeEditorProps) {
  const { t } = useTranslation();
  const showToast = useToast();
  const errorText = useErrorText();
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initialEditorState(themeRealm, realm),
  );
  const {
    problem,
    setProblem,
    save: send,
  } = useRevisionSave({ failed: 'themeEditor.errors.save' });
  const [saveThemes, { loading: saving }] = useMutation(ThemeEditor_SaveThemes);

  const drafts = useMemo(() => state.drafts[state.realm] ?? [], [state.drafts, state.realm]);
  const saved = state.saved[state.realm] ?? [];
  const changed = hasChanges(drafts, saved);
  const { leavePrompt } = useUnsavedEdits(
    Object.entries(state.drafts).some(([name, edited]) =>
      hasChanges(edited, state.saved[name] ?? []),
    ),
  );
  const errors: DraftErrors = useMemo(
    () => ({
      ...(state.checked[state.realm] ? validateDrafts(drafts) : {}),
      ...state.serverErrors[state.realm],
    }),
    [state.checked, state.serverErrors, state.realm, drafts],
  );
  const listError = errors[''];
  const selectedIndex = drafts.findIndex((draft) => draft.key === state.selected[state.realm]);
  const selected = drafts[selectedIndex];

  const selectRealm = (next: string) => {
    setProblem(null);
    dispatch({ type: 'realm.select', realm: next });
    onRealmChange(next);
  };

  /** Opens the first theme with an error when the open one has none. */
  const showFirstInvalid = (found: DraftErrors) => {
    const indexes = Object.keys(found).flatMap((field) => {
      const index = Number.parseInt(field, 10);
      return Number.isNaN(index) ? [] : [index];
    });
    const first = drafts[Math.min(...indexes)];
    if (first && !indexes.includes(selectedIndex))
      dispatch({ type: 'theme.select', key: first.key });
  };

  const save = async () => {
    setProblem(null);
    const found = validateDrafts(drafts);
    if (Object.keys(found).length > 0) {
      dispatch({ type: 'save.refused' });
      showFirstInvalid(found);
      setProblem(INVALID);
      return;
    }
    await send(
      async () => {
        const { data } = await saveThemes({
          variables: {
            input: { realm: state.realm, rev: state.rev, themes: drafts.map(toThemeInput) },
          },
        });
        if (!data) throw new Error('No saved themes');
        dispatch({ type: 'saved', themeRealm: data.saveThemes });
        showToast({ messageKey: 'themeEditor.editor.saved', tone: 'success' });
      },
      (refused) => {
        if (refused.kind !== 'invalid') return refused;
        const serverErrors = Object.fromEntries(
          refused.fields.map(({ field, message, values }) => [field, { message, values }]),
        );
        dispatch({ type: 'save.refused', serverErrors });
        showFirstInvalid(serverErrors);
        return INVALID;
      },
    );
  };

  const addTheme = () => {
    newThemeCount += 1;
    dispatch({
      type: 'theme.add',
      key: `new-${newThemeCount}`,
      name: t('themeEditor.editor.newThemeName'),
    });
  };

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        <RealmPicker realms={state.realms} realm={state.realm} onChange={selectRealm} />
        <div className={styles.toolbarActions}>
          {changed ? (
            <span className={styles.unsaved}>{t('themeEditor.editor.unsaved')}</span>
          ) : null}
          <Button
            variant="secondary"
            isDisabled={saving || !changed}
            onPress={() => {
              setProblem(null);
              dispatch({ type: 'realm.discard' });
            }}
          >
            {t('themeEditor.editor.discard')}
          </Button>
          <Button isDisabled={saving || !changed} onPress={() => void save()}>
            {saving ? t('themeEditor.editor.saving') : t('themeEditor.editor.save')}
          </Button>
        </div>
      </div>

      {problem ? (
        <SaveProblemAlert problem={problem} messages={PROBLEM_MESSAGES} onReload={onReload}>
          {listError ? <p>{errorText(listError)}</p> : null}
        </SaveProblemAlert>
      ) : null}

      <div className={styles.workspace}>
        <ThemeList
          realm={state.realm}
          drafts={drafts}
          selectedKey={selected?.key}
          onSelect={(key) => dispatch({ type: 'theme.select', key })}
          onAdd={addTheme}
        />
        {selected ? (
          <div className={styles.editing}>
            <ThemeForm
              key={`${state.realm} ${selected.key}`}
              draft={selected}
              errors={themeErrors(errors, selectedIndex)}
              dispatch={dispatch}
            />
            <ThemePreview settings={selected.settings} />
          </div>
        ) : (
          <p className={styles.empty}>{t('themeEditor.editor.empty')}</p>
        )}
      </div>
      {leavePrompt}
    </div>
  );
}
