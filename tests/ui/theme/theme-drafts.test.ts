import { describe, expect, it } from 'vitest';
import { decodeBase64Chunked, encodeBase64Chunked } from '../../../src/domain/base64-chunks.js';
import { THEME_COLOUR_FIELDS } from '../../../src/domain/theme.js';
import {
  hasChanges,
  newDraft,
  scriptText,
  themeErrors,
  toDraft,
  toThemeInput,
  validateDrafts,
  type ThemeDraft,
} from '../../../src/ui/features/theme-editor/theme-drafts.js';
import {
  editorReducer,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from '../../../src/ui/features/theme-editor/theme-editor-state.js';
import { COLOUR_GROUPS } from '../../../src/ui/features/theme-editor/theme-fields.js';
import themeEditorEn from '../../../src/ui/features/theme-editor/messages/en.json';
import { CONTRAST_SETTINGS, STARTER_SETTINGS } from './theme-fixtures.js';

const SCRIPT = '<script src="https://cdn.example.com/chat.js" async></script>';

const stored = [
  {
    id: 'starter',
    name: 'Starter Theme',
    isDefault: true,
    linkedTrees: [],
    settings: STARTER_SETTINGS,
  },
  {
    id: 'contrast',
    name: 'Contrast',
    isDefault: false,
    linkedTrees: ['Registration'],
    settings: {
      ...CONTRAST_SETTINGS,
      accountFooterScriptTag: encodeBase64Chunked(SCRIPT),
      accountFooterScriptTagEnabled: true,
    },
  },
];

const drafts = (): ThemeDraft[] => stored.map(toDraft);
const withSetting = (list: ThemeDraft[], index: number, field: string, value: unknown) =>
  list.map((draft, at) =>
    at === index ? { ...draft, settings: { ...draft.settings, [field]: value } } : draft,
  );

describe('theme drafts', () => {
  it('pass the shared theme rules as stored', () => {
    expect(validateDrafts(drafts())).toEqual({});
  });

  it('refuse a colour that is not a colour, keyed like the gateway', () => {
    const errors = validateDrafts(withSetting(drafts(), 1, 'linkColor', 'url(javascript:x)'));
    expect(errors).toEqual({ '1.settings.linkColor': { message: 'validation.theme.colour' } });
    expect(themeErrors(errors, 1)).toEqual({
      'settings.linkColor': { message: 'validation.theme.colour' },
    });
    expect(themeErrors(errors, 0)).toEqual({});
  });

  it('refuse two defaults, duplicate names, an empty name and a size that is not a number', () => {
    const list = drafts().map((draft) => ({ ...draft, isDefault: true }));
    expect(validateDrafts(list)['']).toEqual({ message: 'validation.theme.oneDefault' });

    const same = drafts().map((draft) => ({ ...draft, name: 'Twin' }));
    expect(validateDrafts(same)['']).toEqual({ message: 'validation.theme.uniqueNames' });

    const unnamed = drafts().map((draft, index) => (index === 0 ? { ...draft, name: '' } : draft));
    expect(validateDrafts(unnamed)['0.name']?.message).toBe('validation.required');

    const long = drafts().map((draft, index) =>
      index === 0 ? { ...draft, name: 'x'.repeat(65) } : draft,
    );
    expect(validateDrafts(long)['0.name']).toEqual({
      message: 'validation.maxLength',
      values: { length: 64 },
    });

    expect(validateDrafts(withSetting(drafts(), 0, 'buttonRounded', 'round'))).toHaveProperty(
      '0.settings.buttonRounded',
    );
    // -5 is a whole number: the rule says which ones a size may be.
    expect(
      validateDrafts(withSetting(drafts(), 0, 'logoHeight', '-5'))['0.settings.logoHeight'],
    ).toEqual({ message: 'themeEditor.validation.size' });
  });

  it('show footer scripts as text and encode edited ones again for saving', () => {
    const [, contrast] = drafts();
    expect(contrast && scriptText(contrast, 'accountFooterScriptTag')).toBe(SCRIPT);
    const edited = { ...contrast!, scripts: { journeyFooterScriptTag: `${SCRIPT}\n<!-- é -->` } };
    const input = toThemeInput(edited);
    expect(decodeBase64Chunked(input.settings['journeyFooterScriptTag'] as string)).toBe(
      `${SCRIPT}\n<!-- é -->`,
    );
    expect(input.settings['accountFooterScriptTag']).toBe(encodeBase64Chunked(SCRIPT));
    expect(validateDrafts([drafts()[0]!, edited])).toEqual({});
  });

  it('report a stored script that cannot be read', () => {
    const broken = { ...drafts()[0]!, settings: { accountFooterScriptTag: '***' } };
    expect(scriptText(broken, 'accountFooterScriptTag')).toBeUndefined();
  });

  it('start new themes with a free name and the bundled look', () => {
    const list = drafts();
    const first = newDraft(list, 'k1', 'Contrast');
    expect(first).toMatchObject({ id: null, name: 'Contrast 2', isDefault: false });
    expect(newDraft([], 'k2', 'New Theme').isDefault).toBe(true);
    expect(validateDrafts([...list, first])).toEqual({});
  });
});

describe('theme editor state', () => {
  const themeRealm = {
    rev: '1',
    realms: [
      { realm: 'alpha', themes: stored },
      { realm: 'bravo', themes: stored.map((theme) => ({ ...theme, id: `b-${theme.id}` })) },
    ],
  };
  const run = (
    actions: EditorAction[],
    state: EditorState = initialEditorState(themeRealm, 'bravo'),
  ) => actions.reduce(editorReducer, state);

  it('opens the preferred realm with its default theme selected', () => {
    const state = initialEditorState(themeRealm, 'bravo');
    expect(state.realm).toBe('bravo');
    expect(state.selected['bravo']).toBe('b-starter');
    expect(initialEditorState(themeRealm, 'gone').realm).toBe('alpha');
  });

  it('keeps exactly one default and never deletes it', () => {
    const state = run([
      { type: 'theme.makeDefault', key: 'b-contrast' },
      { type: 'theme.delete', key: 'b-contrast' },
      { type: 'theme.delete', key: 'b-starter' },
    ]);
    expect(state.drafts['bravo']?.map((draft) => [draft.key, draft.isDefault])).toEqual([
      ['b-contrast', true],
    ]);
    expect(state.selected['bravo']).toBe('b-contrast');
  });

  it('edits one realm without touching the other, and discards back to what is stored', () => {
    const changed = run([
      { type: 'setting.change', key: 'b-starter', field: 'primaryColor', value: '#7a1f5c' },
      { type: 'theme.add', key: 'new-1', name: 'New Theme' },
    ]);
    expect(hasChanges(changed.drafts['bravo']!, changed.saved['bravo']!)).toBe(true);
    expect(changed.drafts['alpha']).toBe(changed.saved['alpha']);
    expect(changed.selected['bravo']).toBe('new-1');
    const discarded = editorReducer(changed, { type: 'realm.discard' });
    expect(hasChanges(discarded.drafts['bravo']!, discarded.saved['bravo']!)).toBe(false);
    expect(discarded.selected['bravo']).toBe('b-starter');
  });

  it('takes the saved document, keeping unsaved edits of other realms and the selection', () => {
    const edited = run([
      { type: 'realm.select', realm: 'alpha' },
      { type: 'setting.change', key: 'starter', field: 'linkColor', value: '#000000' },
      { type: 'realm.select', realm: 'bravo' },
      { type: 'setting.change', key: 'b-contrast', field: 'primaryColor', value: '#7a1f5c' },
      { type: 'theme.select', key: 'b-contrast' },
      { type: 'save.refused' },
    ]);
    const saved = editorReducer(edited, {
      type: 'saved',
      themeRealm: {
        rev: '2',
        realms: [
          themeRealm.realms[0]!,
          {
            realm: 'bravo',
            themes: themeRealm.realms[1]!.themes.map((theme) =>
              theme.id === 'b-contrast'
                ? { ...theme, settings: { ...theme.settings, primaryColor: '#7a1f5c' } }
                : theme,
            ),
          },
        ],
      },
    });
    expect(saved.rev).toBe('2');
    expect(saved.checked['bravo']).toBe(false);
    expect(saved.selected['bravo']).toBe('b-contrast');
    expect(hasChanges(saved.drafts['bravo']!, saved.saved['bravo']!)).toBe(false);
    expect(hasChanges(saved.drafts['alpha']!, saved.saved['alpha']!)).toBe(true);
  });
});

describe('theme editor fields', () => {
  it('offers every colour the shared theme rules check, once', () => {
    const offered = COLOUR_GROUPS.flatMap((group) => group.fields);
    expect([...offered].sort()).toEqual([...THEME_COLOUR_FIELDS].sort());
  });

  it('labels every colour in the en catalogue of the theme editor', () => {
    const labels: Record<string, string> = themeEditorEn.themeEditor.fields;
    for (const field of THEME_COLOUR_FIELDS) {
      expect(labels[field], field).toEqual(expect.stringMatching(/\S/));
    }
  });
});
