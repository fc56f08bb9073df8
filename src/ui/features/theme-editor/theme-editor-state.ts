import {
  hasChanges,
  newDraft,
  toDraft,
  type DraftErrors,
  type ScriptField,
  type StoredTheme,
  type ThemeDraft,
} from './theme-drafts.js';

export interface StoredThemeRealm {
  rev: string;
  realms: readonly { realm: string; themes: readonly StoredTheme[] }[];
}

type PerRealm<T> = Readonly<Record<string, T>>;

export interface EditorState {
  rev: string;
  realms: readonly string[];
  realm: string;
  saved: PerRealm<readonly ThemeDraft[]>;
  drafts: PerRealm<readonly ThemeDraft[]>;
  selected: PerRealm<string | undefined>;
  /** Realms whose save was refused by the rules: their drafts are checked as they change. */
  checked: PerRealm<boolean>;
  /** Field errors the gateway answered with, until the realm's drafts change. */
  serverErrors: PerRealm<DraftErrors>;
}

type DraftChange = Partial<Pick<ThemeDraft, 'name' | 'linkedTrees'>>;

export type EditorAction =
  | { type: 'saved'; themeRealm: StoredThemeRealm }
  | { type: 'realm.select'; realm: string }
  | { type: 'realm.discard' }
  | { type: 'theme.select'; key: string }
  | { type: 'theme.add'; key: string; name: string }
  | { type: 'theme.delete'; key: string }
  | { type: 'theme.change'; key: string; change: DraftChange }
  | { type: 'theme.makeDefault'; key: string }
  | { type: 'setting.change'; key: string; field: string; value: unknown }
  | { type: 'script.change'; key: string; field: ScriptField; text: string }
  | { type: 'save.refused'; serverErrors?: DraftErrors };

function draftsByRealm(themeRealm: StoredThemeRealm): Record<string, ThemeDraft[]> {
  return Object.fromEntries(
    themeRealm.realms.map(({ realm, themes }) => [realm, themes.map(toDraft)]),
  );
}

function firstKey(drafts: readonly ThemeDraft[] | undefined): string | undefined {
  return (drafts?.find((draft) => draft.isDefault) ?? drafts?.[0])?.key;
}

export function initialEditorState(
  themeRealm: StoredThemeRealm,
  preferredRealm: string,
): EditorState {
  const saved = draftsByRealm(themeRealm);
  const realms = Object.keys(saved);
  const realm = realms.includes(preferredRealm) ? preferredRealm : (realms[0] ?? preferredRealm);
  return {
    rev: themeRealm.rev,
    realms,
    realm,
    saved,
    drafts: saved,
    selected: Object.fromEntries(realms.map((name) => [name, firstKey(saved[name])])),
    checked: {},
    serverErrors: {},
  };
}

function afterSave(state: EditorState, themeRealm: StoredThemeRealm): EditorState {
  const saved = draftsByRealm(themeRealm);
  const realm = state.realm;
  const selectedName = state.drafts[realm]?.find(
    (draft) => draft.key === state.selected[realm],
  )?.name;
  const drafts = Object.fromEntries(
    Object.entries(saved).map(([name, themes]) => {
      const current = state.drafts[name];
      const keepEdits = name !== realm && current && hasChanges(current, state.saved[name] ?? []);
      return [name, keepEdits ? current : themes];
    }),
  );
  const savedSelection =
    saved[realm]?.find((draft) => draft.name === selectedName)?.key ?? firstKey(saved[realm]);
  return {
    ...state,
    rev: themeRealm.rev,
    realms: Object.keys(saved),
    saved,
    drafts,
    selected: { ...state.selected, [realm]: savedSelection },
    checked: { ...state.checked, [realm]: false },
    serverErrors: { ...state.serverErrors, [realm]: {} },
  };
}

function updateDrafts(
  state: EditorState,
  update: (drafts: readonly ThemeDraft[]) => readonly ThemeDraft[],
): EditorState {
  const realm = state.realm;
  return {
    ...state,
    drafts: { ...state.drafts, [realm]: update(state.drafts[realm] ?? []) },
    serverErrors: { ...state.serverErrors, [realm]: {} },
  };
}

function updateDraft(
  state: EditorState,
  key: string,
  update: (draft: ThemeDraft) => ThemeDraft,
): EditorState {
  return updateDrafts(state, (drafts) =>
    drafts.map((draft) => (draft.key === key ? update(draft) : draft)),
  );
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'saved':
      return afterSave(state, action.themeRealm);
    case 'realm.select':
      return state.realms.includes(action.realm) ? { ...state, realm: action.realm } : state;
    case 'realm.discard': {
      const realm = state.realm;
      const saved = state.saved[realm] ?? [];
      const selected = saved.some((draft) => draft.key === state.selected[realm])
        ? state.selected[realm]
        : firstKey(saved);
      return {
        ...state,
        drafts: { ...state.drafts, [realm]: saved },
        selected: { ...state.selected, [realm]: selected },
        checked: { ...state.checked, [realm]: false },
        serverErrors: { ...state.serverErrors, [realm]: {} },
      };
    }
    case 'theme.select':
      return { ...state, selected: { ...state.selected, [state.realm]: action.key } };
    case 'theme.add': {
      const next = updateDrafts(state, (drafts) => [
        ...drafts,
        newDraft(drafts, action.key, action.name),
      ]);
      return { ...next, selected: { ...next.selected, [state.realm]: action.key } };
    }
    case 'theme.delete': {
      const next = updateDrafts(state, (drafts) =>
        drafts.filter((draft) => draft.key !== action.key || draft.isDefault),
      );
      const selected =
        state.selected[state.realm] === action.key
          ? firstKey(next.drafts[state.realm])
          : state.selected[state.realm];
      return { ...next, selected: { ...next.selected, [state.realm]: selected } };
    }
    case 'theme.change':
      return updateDraft(state, action.key, (draft) => ({ ...draft, ...action.change }));
    case 'theme.makeDefault':
      return updateDrafts(state, (drafts) =>
        drafts.map((draft) => ({ ...draft, isDefault: draft.key === action.key })),
      );
    case 'setting.change':
      return updateDraft(state, action.key, (draft) => ({
        ...draft,
        settings: { ...draft.settings, [action.field]: action.value },
      }));
    case 'script.change':
      return updateDraft(state, action.key, (draft) => ({
        ...draft,
        scripts: { ...draft.scripts, [action.field]: action.text },
      }));
    case 'save.refused':
      return {
        ...state,
        checked: { ...state.checked, [state.realm]: true },
        serverErrors: { ...state.serverErrors, [state.realm]: action.serverErrors ?? {} },
      };
  }
}
