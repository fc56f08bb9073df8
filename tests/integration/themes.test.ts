import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient, signIn } from '../support/graphql-client.js';
import { startStack, type RunningStack } from '../support/stack.js';

interface Theme {
  id: string;
  name: string;
  isDefault: boolean;
  linkedTrees: string[];
  settings: Record<string, unknown>;
}
interface ThemeRealm {
  rev: string;
  realms: { realm: string; themes: Theme[] }[];
}

const THEME_REALM = `{ themeRealm { rev realms { realm themes { id name isDefault linkedTrees settings } } } }`;
const SAVE = `mutation Save($input: SaveThemesInput!) {
  saveThemes(input: $input) { rev realms { realm themes { id name isDefault linkedTrees settings } } }
}`;
const PUBLIC_THEMES = `query Themes($realm: String!) { themes(realm: $realm) { id name isDefault settings } }`;

let stack: RunningStack;
let admin: GraphQLClient;

const realmThemes = (themeRealm: ThemeRealm, realm: string) =>
  themeRealm.realms.find((entry) => entry.realm === realm)!.themes;
const asInput = ({ id, name, isDefault, linkedTrees, settings }: Theme) => ({
  id,
  name,
  isDefault,
  linkedTrees,
  settings,
});

beforeAll(async () => {
  stack = await startStack();
  admin = new GraphQLClient(stack.url);
  await signIn(admin, { realm: 'root', username: 'amadmin', password: 'Admin!Passw0rd' });
});
afterAll(async () => {
  await stack.close();
});

describe('themes', () => {
  it('serves each realm a light default and a dark journey theme', async () => {
    const result = await admin.request<{ themeRealm: ThemeRealm }>(THEME_REALM);
    expect(result.errors).toBeUndefined();
    const bravo = realmThemes(result.data!.themeRealm, 'bravo');
    expect(bravo.map(({ name, isDefault, linkedTrees }) => [name, isDefault, linkedTrees])).toEqual(
      [
        ['Highlander', true, []],
        ['Contrast', false, ['Registration']],
      ],
    );
    expect(result.data!.themeRealm.realms.map((entry) => entry.realm).sort()).toEqual([
      'alpha',
      'bravo',
      'root',
    ]);
  });

  it("saves one realm's themes with the revision, keeping the other realms", async () => {
    const before = (await admin.request<{ themeRealm: ThemeRealm }>(THEME_REALM)).data!.themeRealm;
    const bravo = realmThemes(before, 'bravo').map(asInput);
    bravo[0]!.settings = { ...bravo[0]!.settings, primaryColor: '#7a1f5c' };
    const saved = await admin.request<{ saveThemes: ThemeRealm }>(SAVE, {
      input: { realm: 'bravo', rev: before.rev, themes: bravo },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveThemes.rev).not.toBe(before.rev);
    expect(realmThemes(saved.data!.saveThemes, 'alpha')).toEqual(realmThemes(before, 'alpha'));

    const visible = await new GraphQLClient(stack.url).request<{ themes: Theme[] }>(PUBLIC_THEMES, {
      realm: 'bravo',
    });
    expect(visible.data!.themes.find((theme) => theme.isDefault)?.settings.primaryColor).toBe(
      '#7a1f5c',
    );

    const stale = await admin.request(SAVE, {
      input: { realm: 'bravo', rev: before.rev, themes: bravo },
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses invalid themes with per-field keys and changes nothing', async () => {
    const before = (await admin.request<{ themeRealm: ThemeRealm }>(THEME_REALM)).data!.themeRealm;
    const alpha = realmThemes(before, 'alpha').map(asInput);
    const badColour = alpha.map((theme, index) =>
      index === 0
        ? { ...theme, settings: { ...theme.settings, linkColor: 'url(javascript:alert(1))' } }
        : theme,
    );
    const colourResult = await admin.request(SAVE, {
      input: { realm: 'alpha', rev: before.rev, themes: badColour },
    });
    expect(colourResult.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(colourResult.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: '0.settings.linkColor', message: 'validation.theme.colour' },
    ]);

    const twoDefaults = alpha.map((theme) => ({ ...theme, isDefault: true }));
    const defaultResult = await admin.request(SAVE, {
      input: { realm: 'alpha', rev: before.rev, themes: twoDefaults },
    });
    expect(defaultResult.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: '', message: 'validation.theme.oneDefault' },
    ]);

    const copies = Array.from({ length: 51 }, (_, index) => ({
      ...alpha[1]!,
      id: null,
      name: `Copy ${index}`,
    }));
    const tooMany = await admin.request(SAVE, {
      input: { realm: 'alpha', rev: before.rev, themes: [alpha[0]!, ...copies] },
    });
    expect(tooMany.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: '', message: 'validation.maxItems', values: { max: 50 } },
    ]);

    // Two themes, each within the limits, that the stored document cannot hold together.
    const large = (name: string) => ({
      ...alpha[1]!,
      id: null,
      name,
      settings: { ...alpha[1]!.settings, accountFooter: 'x'.repeat(150_000) },
    });
    const tooLarge = await admin.request(SAVE, {
      input: { realm: 'alpha', rev: before.rev, themes: [...alpha, large('A'), large('B')] },
    });
    expect(tooLarge.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'themes', message: 'validation.jsonBytes', values: { kilobytes: 256 } },
      ],
    });

    const after = (await admin.request<{ themeRealm: ThemeRealm }>(THEME_REALM)).data!.themeRealm;
    expect(after).toEqual(before);
  });

  it('lets only administrators save themes', async () => {
    const user = new GraphQLClient(stack.url);
    await signIn(user, { realm: 'alpha', username: 'demo', password: 'Demo!Passw0rd' });
    const current = (await user.request<{ themeRealm: ThemeRealm }>(THEME_REALM)).data!.themeRealm;
    const result = await user.request(SAVE, {
      input: {
        realm: 'alpha',
        rev: current.rev,
        themes: realmThemes(current, 'alpha').map(asInput),
      },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
