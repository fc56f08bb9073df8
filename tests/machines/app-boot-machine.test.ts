import { describe, expect, it } from 'vitest';
import type { RealmTheme } from '../../src/domain/theme-choice.js';
import { appBootMachine, type AppBootInput } from '../../src/machines/appBootMachine.js';
import { appBootModel } from '../../scripts/paths/models/app-boot-model.js';
import { describeMachinePaths } from './support/machine-paths.js';
import { startStubbed } from './support/start-stubbed.js';
import { settle } from './support/stubbed-effects.js';

describeMachinePaths(appBootModel);

describe('appBoot rules', () => {
  const nothing: AppBootInput = {
    storedLoginRealm: null,
    queryRealm: null,
    tree: null,
    nodeThemeId: null,
    storedThemeId: null,
  };
  const theme = (id: string, rest: Partial<RealmTheme> = {}): RealmTheme => ({
    id,
    name: id,
    isDefault: false,
    linkedTrees: [],
    settings: {},
    ...rest,
  });

  type Started = Awaited<ReturnType<typeof startStubbed<typeof appBootMachine>>>;

  async function answer({ effects }: Started, id: string, output: unknown) {
    effects.resolve(id, output);
    await settle();
  }

  async function answerAllButThemes(started: Started) {
    await answer(started, 'fetchUiConfig', {
      lang: 'fr-CA',
      defaultLocale: 'en',
      hostedPages: false,
    });
    await answer(started, 'fetchFeatures', [{ name: 'governance', enabled: true }]);
    await answer(started, 'fetchVersion', '7.5.1');
    await answer(started, 'fetchLocaleMessages', { a: 'fr-CA' });
    started.effects.reject('fetchLocaleMessages', new Error('404'));
    await settle();
    await answer(started, 'fetchLocaleMessages', { a: 'en' });
  }

  it('asks for UI config, feature flags, version and themes at once, locales after UI config', async () => {
    const started = await startStubbed(appBootMachine, nothing);
    await answer(started, 'fetchServerInfoRealm', 'alpha');
    expect(started.effects.calls.map((call) => call.src)).toEqual([
      'fetchServerInfoRealm',
      'fetchUiConfig',
      'fetchFeatures',
      'fetchVersion',
      'fetchThemes',
    ]);
    expect(started.effects.calls.at(-1)?.input).toEqual({ realm: 'alpha' });
    await answer(started, 'fetchThemes', [theme('starter', { isDefault: true })]);
    await answerAllButThemes(started);
    expect(
      started.effects.calls
        .filter((call) => call.src === 'fetchLocaleMessages')
        .map((call) => call.input),
    ).toEqual([{ locale: 'fr-CA' }, { locale: 'fr' }, { locale: 'en' }]);
    const { context } = started.actor.getSnapshot();
    expect(started.actor.getSnapshot().value).toBe('ready');
    expect(context).toMatchObject({
      realm: 'alpha',
      uiConfig: { hostedPages: false },
      features: [{ name: 'governance', enabled: true }],
      version: '7.5.1',
      localeMessages: { 'fr-CA': { a: 'fr-CA' }, fr: {}, en: { a: 'en' } },
      theme: { kind: 'chosen', theme: { id: 'starter' } },
    });
  });

  it('is ready only once every start-up request has answered', async () => {
    const started = await startStubbed(appBootMachine, { ...nothing, queryRealm: 'alpha' });
    await answer(started, 'fetchVersion', '7.5.1');
    await answer(started, 'fetchFeatures', []);
    await answer(started, 'fetchThemes', []);
    expect(started.actor.getSnapshot().matches('loading')).toBe(true);
    await answer(started, 'fetchUiConfig', { lang: 'en', defaultLocale: 'en', hostedPages: true });
    expect(started.actor.getSnapshot().matches('loading')).toBe(true);
    await answer(started, 'fetchLocaleMessages', {});
    expect(started.actor.getSnapshot().value).toBe('ready');
  });

  it('prefers the stored login realm over the query realm and rewrites the URL', async () => {
    const started = await startStubbed(appBootMachine, {
      ...nothing,
      storedLoginRealm: 'alpha',
      queryRealm: 'bravo',
    });
    expect(started.effects.calls[0]?.src).toBe('fetchUiConfig');
    expect(started.actor.getSnapshot().context.realm).toBe('alpha');
    expect(started.effects.actions.rewriteUrlRealm).toHaveBeenCalledWith(expect.anything(), {
      realm: 'alpha',
    });
  });

  it('uses the query realm without a lookup and leaves a matching URL alone', async () => {
    const started = await startStubbed(appBootMachine, { ...nothing, queryRealm: 'bravo' });
    expect(started.actor.getSnapshot().context.realm).toBe('bravo');
    expect(started.effects.actions.rewriteUrlRealm).not.toHaveBeenCalled();
  });

  it('falls back to root when the realm lookup fails', async () => {
    const started = await startStubbed(appBootMachine, nothing);
    started.effects.reject('fetchServerInfoRealm', new Error('404'));
    await settle();
    expect(started.actor.getSnapshot().context.realm).toBe('root');
  });

  it('shows the version-retrieval message when the version cannot be fetched', async () => {
    const started = await startStubbed(appBootMachine, { ...nothing, queryRealm: 'alpha' });
    await answer(started, 'fetchUiConfig', { lang: 'en', defaultLocale: 'en', hostedPages: true });
    await answer(started, 'fetchFeatures', []);
    started.effects.reject('fetchVersion', new Error('500'));
    await settle();
    expect(started.effects.actions.notify).toHaveBeenCalledWith(expect.anything(), {
      messageKey: 'errors.versionRetrieval',
      tone: 'danger',
    });
    expect(started.actor.getSnapshot().context.version).toBeNull();
  });

  it('uses the fallback logo and favicon when no theme matches, an empty theme when loading fails', async () => {
    const none = await startStubbed(appBootMachine, { ...nothing, queryRealm: 'alpha' });
    await answerAllButThemes(none);
    await answer(none, 'fetchThemes', [theme('other')]);
    expect(none.actor.getSnapshot().context.theme).toEqual({ kind: 'fallback' });

    const failed = await startStubbed(appBootMachine, { ...nothing, queryRealm: 'alpha' });
    await answerAllButThemes(failed);
    failed.effects.reject('fetchThemes', new Error('500'));
    await settle();
    expect(failed.actor.getSnapshot().context.theme).toEqual({ kind: 'empty' });
    expect(failed.effects.actions.notify).not.toHaveBeenCalled();
    expect(failed.actor.getSnapshot().can({ type: 'theme.apply', nodeThemeId: 'x' })).toBe(false);
  });

  it('chooses the journey node theme when a step names one', async () => {
    const started = await startStubbed(appBootMachine, {
      ...nothing,
      queryRealm: 'alpha',
      tree: 'Registration',
    });
    await answerAllButThemes(started);
    const themes = [
      theme('starter', { isDefault: true }),
      theme('linked', { linkedTrees: ['Registration'] }),
      theme('node'),
    ];
    await answer(started, 'fetchThemes', themes);
    expect(started.actor.getSnapshot().context.theme).toMatchObject({ theme: { id: 'linked' } });
    started.actor.send({ type: 'theme.apply', nodeThemeId: 'node' });
    expect(started.actor.getSnapshot().context.theme).toMatchObject({ theme: { id: 'node' } });
    started.actor.send({ type: 'theme.apply', tree: null, nodeThemeId: null });
    expect(started.actor.getSnapshot().context.theme).toMatchObject({ theme: { id: 'starter' } });
  });

  it('keeps its context when a journey asks for the theme already shown', async () => {
    const started = await startStubbed(appBootMachine, { ...nothing, queryRealm: 'alpha' });
    await answerAllButThemes(started);
    await answer(started, 'fetchThemes', [
      theme('starter', { isDefault: true }),
      theme('linked', { linkedTrees: ['Registration'] }),
    ]);
    const before = started.actor.getSnapshot().context;
    started.actor.send({ type: 'theme.apply', tree: 'Login', nodeThemeId: 'unknown' });
    expect(started.actor.getSnapshot().context).toBe(before);
    started.actor.send({ type: 'theme.apply', tree: 'Registration', nodeThemeId: null });
    expect(started.actor.getSnapshot().context.theme).toMatchObject({ theme: { id: 'linked' } });
  });
});
