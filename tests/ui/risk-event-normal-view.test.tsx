import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORTS_FEATURE } from '../../src/domain/reports/report-feature.js';
import { createCache } from '../../src/ui/app/apollo-client.js';
import { BootContext } from '../../src/ui/app/boot/boot-context.js';
import { riskEventMessages } from '../../src/ui/components/risk-event/messages.js';
import { NormalViewSection } from '../../src/ui/components/risk-event/normal-view-section.js';
import { NormalView_FeaturesDocument } from '../../src/ui/gql/graphql.js';
import { loadFeatureMessages } from '../../src/ui/i18n/feature-messages.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';

afterEach(cleanup);

const EVENT = {
  userId: 'u-1',
  time: '2026-11-02T10:15:00.000Z',
  city: 'Sydney',
  country: 'Australia',
  os: 'iOS',
  device: 'iPhone',
  userAgentType: null,
  dayparting: null,
  weekday: 'monday',
};
const REQUEST = {
  query: NormalView_FeaturesDocument,
  variables: { userId: 'u-1', at: '2026-11-02T10:15:00.000Z' },
};

const value = (name: string, userCount: number, realmCount: number) => ({
  __typename: 'RiskNormalViewValue',
  value: name,
  userCount,
  realmCount,
});
const feature = (name: string, values: ReturnType<typeof value>[]) => ({
  __typename: 'RiskNormalViewFeature',
  feature: name,
  user: [],
  realm: [],
  values,
});

const answer = (userEvents: number, features: ReturnType<typeof feature>[]) => ({
  data: {
    riskNormalView: {
      __typename: 'RiskNormalView',
      userId: 'u-1',
      userEvents,
      realmEvents: 9000,
      features,
    },
  },
});

const booted = (enabledFeatures: string[]) => ({
  realm: 'alpha',
  hostedPages: true,
  enabledFeatures,
  version: null,
  theme: null,
  chooseJourneyTheme: () => undefined,
  helpUrl: null,
  docsUrl: null,
});

async function renderSection(
  mock: MockLink.MockedResponse,
  language = 'en',
  enabledFeatures = [REPORTS_FEATURE],
) {
  const i18n = createI18n(language);
  await loadFeatureMessages(i18n, riskEventMessages, language);
  return render(
    <I18nextProvider i18n={i18n}>
      <BootContext value={booted(enabledFeatures)}>
        <MockedProvider mocks={[mock]} cache={createCache()} showWarnings={false}>
          <NormalViewSection event={EVENT} />
        </MockedProvider>
      </BootContext>
    </I18nextProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe("the event drawer's normal view", () => {
  it("asks for the event's user up to the event's time, and shows how usual each value is", async () => {
    await renderSection({
      request: REQUEST,
      result: answer(40, [
        feature('city', [value('Paris', 30, 600), value('Sydney', 2, 9)]),
        feature('country', [value('France', 38, 700)]),
        feature('os', [value('iOS', 40, 4500)]),
        feature('weekday', [value('monday', 8, 180)]),
      ]),
    });
    expect(screen.getByRole('status')).toBeTruthy();
    const table = await screen.findByRole('table', { name: /How usual this event's values are/ });
    expect(rowsOf(table)).toEqual([
      ['Attribute', 'This event', 'User', 'Realm'],
      ['City', 'Sydney', '5% (2)', '0.1% (9)'],
      ['Country', 'Australia', '0% (0)', '0% (0)'],
      ['Operating system', 'iOS', '100% (40)', '50% (4,500)'],
      ['Device', 'iPhone', '0% (0)', '0% (0)'],
      ['Day of week', 'monday', '20% (8)', '2% (180)'],
    ]);
    expect(screen.getByText(/\(40 of 9,000 events\)/)).toBeTruthy();
  });

  it('says so when the user has no sign-ins in the window', async () => {
    await renderSection({ request: REQUEST, result: answer(0, []) });
    expect(
      await screen.findByText('No sign-ins of this user in the 6 months compared.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry when the view cannot be read', async () => {
    await renderSection({
      request: REQUEST,
      result: { errors: [new GraphQLError('down', { extensions: { code: 'INTERNAL' } })] },
    });
    expect(await screen.findByText('The normal view could not be read.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('speaks French', async () => {
    await renderSection(
      { request: REQUEST, result: answer(40, [feature('city', [value('Sydney', 4, 9)])]) },
      'fr',
    );
    const table = await screen.findByRole('table', { name: /habituelles/ });
    expect(rowsOf(table)[0]).toEqual(['Attribut', 'Cet événement', 'Utilisateur', 'Domaine']);
  });

  it('asks nothing and says why while automated reports are off', async () => {
    const asked = vi.fn(() => answer(40, []));
    await renderSection({ request: REQUEST, result: asked }, 'en', []);
    expect(screen.getByText(/it shows once automated reports are turned on\.$/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});
