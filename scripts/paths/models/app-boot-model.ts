import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { RealmTheme } from '../../../src/domain/theme-choice.js';
import { appBootMachine, type AppBootInput } from '../../../src/machines/appBootMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const nothingKnown: AppBootInput = {
  storedLoginRealm: null,
  queryRealm: null,
  tree: null,
  nodeThemeId: null,
  storedThemeId: null,
};

const starter: RealmTheme = {
  id: 'theme-starter',
  name: 'Starter Theme',
  isDefault: true,
  linkedTrees: [],
  settings: { primaryColor: '#324054' },
};
const contrast: RealmTheme = {
  id: 'theme-contrast',
  name: 'Contrast',
  isDefault: false,
  linkedTrees: ['Registration'],
  settings: { primaryColor: '#000000' },
};

/** Which start-up request answers next: one at a time, so paths are not every interleaving. */
const ANSWER_ORDER = [
  { region: 'settings', state: 'loadingUiConfig', actor: 'fetchUiConfig' },
  { region: 'features', state: 'loadingFeatures', actor: 'fetchFeatures' },
  { region: 'version', state: 'loadingVersion', actor: 'fetchVersion' },
  { region: 'settings', state: 'loadingLocales', actor: 'fetchLocaleMessages' },
  { region: 'theme', state: 'loadingTheme', actor: 'fetchThemes' },
] as const;

function answersNext(snapshot: SnapshotFrom<typeof appBootMachine>, event: AnyEventObject) {
  const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  if (actor === undefined || !snapshot.matches('loading')) return true;
  const next = ANSWER_ORDER.find(({ region, state }) =>
    snapshot.matches({ loading: { [region]: state } }),
  );
  return next?.actor === actor;
}

export const appBootModel = defineModel({
  name: 'appBoot',
  file: 'src/machines/appBootMachine.ts',
  machine: appBootMachine,
  scenarios: [
    {
      name: 'stored login realm, URL names another',
      input: { ...nothingKnown, storedLoginRealm: 'alpha', queryRealm: 'bravo', tree: 'Login' },
    },
    { name: 'nothing stored, no realm in the URL', input: nothingKnown },
  ],
  stateKey: ({ context }) => ({
    localesLeft: context.locales.length - context.localeIndex,
    themesLoaded: context.themes !== null,
  }),
  events: (snapshot) => {
    const { context } = snapshot;
    const answers = [
      actorDone('fetchUiConfig', { lang: 'fr-CA', defaultLocale: 'en', hostedPages: true }),
      actorDone('fetchFeatures', [
        { name: 'governance', enabled: true },
        { name: 'workforce', enabled: false },
      ]),
      actorDone('fetchVersion', '7.5.1'),
      actorDone('fetchLocaleMessages', { common: { save: 'Enregistrer' } }),
      actorDone('fetchThemes', [starter, contrast]),
    ];
    const failures = [
      actorDone('fetchUiConfig', { lang: 'en', defaultLocale: 'en', hostedPages: false }),
      actorError('fetchUiConfig', 'Issue connecting to the server'),
      actorError('fetchFeatures', 'Issue connecting to the server'),
      actorError('fetchVersion', 'Issue connecting to the server'),
      actorError('fetchLocaleMessages', 'Not found'),
      actorDone('fetchThemes', []),
      actorError('fetchThemes', 'Issue connecting to the server'),
      { type: 'theme.apply' as const, nodeThemeId: contrast.id },
    ];
    const realmLookup = [
      actorDone('fetchServerInfoRealm', 'bravo'),
      actorError('fetchServerInfoRealm', 'Not found'),
    ];
    const offered =
      context.startedWith.storedLoginRealm === null
        ? [...realmLookup, ...answers]
        : [...answers, ...failures];
    return offered.filter((event) => answersNext(snapshot, event));
  },
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.fetchThemes') {
      const themes = event.output as RealmTheme[];
      return themes.length === 0 ? 'no themes' : themes.map((theme) => theme.name).join(', ');
    }
    if (event.type === 'xstate.done.actor.fetchFeatures') return 'governance on, workforce off';
    if (event.type === 'xstate.done.actor.fetchLocaleMessages') return 'messages';
    if (event.type === 'xstate.done.actor.fetchUiConfig') {
      const { lang, hostedPages } = event.output as { lang: string; hostedPages: boolean };
      return `${lang}, hosted pages ${hostedPages ? 'on' : 'off'}`;
    }
    return undefined;
  },
});
