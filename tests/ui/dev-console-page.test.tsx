import type { MockLink } from '@apollo/client/testing';
import { EditorView } from '@codemirror/view';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DevConsolePage } from '../../src/ui/features/dev-console/dev-console-page.js';
import { devConsoleMessages } from '../../src/ui/features/dev-console/messages.js';
import { EntityDefinitionsPage } from '../../src/ui/features/entity-definitions/entity-definitions-page.js';
import { entityDefinitionsMessages } from '../../src/ui/features/entity-definitions/messages.js';
import {
  EntityDefinitionsPage_DefinitionsDocument,
  QueryConsole_SearchDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await Promise.all([
    devConsoleMessages.catalogues['en']?.(),
    entityDefinitionsMessages.catalogues['en']?.(),
    import('../../src/ui/features/dev-console/query-console.js'),
  ]);
}, 30_000);

const searchResult = (change: object) => ({
  data: {
    entitySearch: {
      __typename: 'EntitySearchResult',
      answer: null,
      answerTruncated: false,
      error: null,
      tookMs: 17,
      total: null,
      hits: [],
      aggregations: [],
      ...change,
    },
  },
});

function renderConsole(answer: () => object) {
  const sent: Record<string, unknown>[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: {
        query: QueryConsole_SearchDocument,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return true;
        },
      },
      result: answer,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  renderWithProviders(<DevConsolePage />, { path: '/autoaccess/dev-console', mocks });
  return sent;
}

async function setQuery(text: string) {
  const content = await screen.findByRole('textbox', { name: 'Search body (JSON)' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('No CodeMirror view');
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

describe('the dev console', { timeout: 20_000 }, () => {
  it('runs the chosen example and shows the buckets and the time taken', async () => {
    const sent = renderConsole(() =>
      searchResult({
        answer: '{"aggregations":{}}',
        aggregations: [
          {
            __typename: 'EntityAggregation',
            name: 'ueba_reasons',
            value: null,
            buckets: [{ __typename: 'EntityBucket', key: 'city', count: 7 }],
          },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Run search' }));
    const table = await screen.findByRole('table', { name: 'Buckets of ueba_reasons' });
    expect(within(table).getByRole('rowheader', { name: 'city' })).toBeTruthy();
    expect(screen.getByText(/17 ms/)).toBeTruthy();
    expect(sent[0]?.index).toBe('risk_explainability');
    expect(JSON.parse(sent[0]?.query as string)).toMatchObject({ size: 10 });
  });

  it('shows the service’s refusal inline', async () => {
    renderConsole(() => searchResult({ error: 'unsupported query: fuzzy' }));
    await setQuery('{"query":{"fuzzy":{"a":"b"}}}');
    fireEvent.click(await screen.findByRole('button', { name: 'Run search' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('unsupported query: fuzzy');
  });

  it('sends nothing that is not a JSON object', async () => {
    const sent = renderConsole(() => searchResult({}));
    await setQuery('{"size": ');
    fireEvent.click(await screen.findByRole('button', { name: 'Run search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The search body is not valid JSON.',
    );
    expect(sent).toEqual([]);
  });
});

describe('the entity definitions', () => {
  it('list each definition, its version marked latest, and its properties', async () => {
    renderWithProviders(<EntityDefinitionsPage />, {
      path: '/autoaccess/entity-definitions',
      mocks: [
        {
          request: { query: EntityDefinitionsPage_DefinitionsDocument },
          result: {
            data: {
              entityDefinitions: [
                {
                  __typename: 'EntityDefinition',
                  id: 'autoaccess/base/authentication/1',
                  namespace: 'autoaccess/base',
                  name: 'authentication',
                  version: '1',
                  latest: true,
                  properties: [
                    {
                      __typename: 'EntityProperty',
                      name: 'userId',
                      type: 'string',
                      description: 'The user',
                    },
                  ],
                },
              ],
            },
          },
        },
      ],
    });
    // The name may wrap after each slash; happy-dom, unlike browsers, reads those break
    // opportunities as spaces in the heading's name (Chromium's reading is checked end to end).
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('autoaccess/base/authentication');
    expect(screen.getByText('latest')).toBeTruthy();
    const table = screen.getByRole('table', { name: '1 property' });
    expect(within(table).getByRole('rowheader', { name: 'userId' })).toBeTruthy();
  });
});
