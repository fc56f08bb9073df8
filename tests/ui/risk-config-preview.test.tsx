import type { MockLink } from '@apollo/client/testing';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDM_ADMIN_ROLE } from '../../src/domain/roles.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { ROUTES } from '../../src/ui/app/routes.js';
import { RiskConfigPage } from '../../src/ui/features/risk-config/risk-config-page.js';
import {
  EvaluationPreview_RunDocument,
  RiskConfigPage_ConfigDocument,
  SideMenu_AutoAccessDocument,
  BucketBrowser_ObjectsDocument,
  BucketFilePicker_BucketsDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { shellUserMock, signedInShellMocks, signedInUser } from './support/shell-mocks.js';

// The page loads its workspace (CodeMirror, the YAML check) lazily: loaded once here, not in a test.
await import('../../src/ui/features/risk-config/risk-config-workspace.js');

const STORED = 'risk_score_threshold: 50\n';
const BUCKET = 'autoaccess-training';
const FILE = 'events/auth-events.jsonl';

const configMock: MockLink.MockedResponse = {
  request: { query: RiskConfigPage_ConfigDocument },
  result: { data: { riskUserConfig: { __typename: 'RiskUserConfig', yaml: STORED, rev: '1' } } },
};

const REASONS = [['is_brute_force', 'city'], ['no_explainable'], ['dayparting', 'userAgentType']];

const events = Array.from({ length: 10 }, (_, index) => ({
  __typename: 'RiskPreviewEvent',
  eventId: `event-${index + 1}`,
  userId: `user-${index + 1}`,
  time: new Date(2026, 0, 5, 10, index).toISOString(),
  score: index * 10,
  risky: index >= 5,
  reasons: REASONS[index % REASONS.length] ?? [],
}));

const previewMock = (
  yaml: string,
  answer: MockLink.MockedResponse['result'],
  file = { bucket: BUCKET, filePath: FILE },
): MockLink.MockedResponse => ({
  request: {
    query: EvaluationPreview_RunDocument,
    variables: { input: { ...file, yaml, numOfEvents: 10 } },
  },
  result: answer,
});

const scored = (model: 'PUBLISHED' | 'HEURISTICS_ONLY') => ({
  data: { riskEvaluationPreview: { __typename: 'RiskEvaluationPreview', model, events } },
});

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

async function typeText(text: string) {
  const content = await screen.findByRole('textbox', { name: 'Risk configuration (YAML)' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('No CodeMirror view');
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  // The page has taken the change once it counts it as unsaved.
  await screen.findByText('Unsaved changes');
}

const fact = (term: string) =>
  [...document.querySelectorAll('article dt')].find((dt) => dt.textContent === term)
    ?.nextElementSibling?.textContent;

/** The file picker's bucket list and the seeded events folder, as often as the page asks. */
const pickerMocks: MockLink.MockedResponse[] = [
  {
    request: { query: BucketFilePicker_BucketsDocument },
    result: {
      data: {
        dataSourceBuckets: [
          { __typename: 'StorageBucket', name: 'autoaccess-training' },
          { __typename: 'StorageBucket', name: 'autoaccess-labels' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: {
      query: BucketBrowser_ObjectsDocument,
      variables: { input: { bucket: 'autoaccess-training', prefix: 'events', start: 0 } },
    },
    result: {
      data: {
        bucketObjects: {
          __typename: 'BucketObjectPage',
          total: 2,
          start: 0,
          objects: ['events/auth-events.jsonl', 'events/march.jsonl'].map((name) => ({
            __typename: 'BucketObject',
            name,
            extension: 'jsonl',
            size: 2048,
            created: new Date(2026, 0, 2, 3, 4, 5).toISOString(),
            isFolder: false,
          })),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<RiskConfigPage />, {
    path: '/autoaccess/risk-config',
    mocks: [...pickerMocks, ...mocks],
  });
}

describe('the evaluation preview', () => {
  it('scores the seeded file with the editor text and pages one event at a time', async () => {
    const edited = 'risk_score_threshold: 40\n';
    renderPage([configMock, previewMock(edited, scored('HEURISTICS_ONLY'))]);
    await typeText(edited);
    expect((await screen.findByRole('button', { name: /Bucket/ })).textContent).toContain(BUCKET);
    expect(
      (await screen.findByRole<HTMLInputElement>('radio', { name: 'auth-events.jsonl' })).checked,
    ).toBe(true);
    expect(screen.getByText(`Chosen file: ${FILE}`)).toBeTruthy();
    fireEvent.click(button('Preview'));

    expect(await screen.findByRole('heading', { level: 3, name: 'Event 1 of 10' })).toBeTruthy();
    expect(screen.getByText('Model: heuristics only')).toBeTruthy();
    expect(fact('Risk score')).toBe('0');
    expect(fact('Risky')).toBe('Not risky');
    expect(fact('User')).toBe('user-1');
    expect(fact('Event ID')).toBe('event-1');
    expect(fact('Time')).toBe('January 5, 2026 10:00 AM');
    expect(
      within(screen.getByRole('article'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Brute Force', 'Unusual City']);
    expect(button('Previous').disabled).toBe(true);

    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { level: 3, name: 'Event 3 of 10' })).toBeTruthy();
    expect(
      within(screen.getByRole('article'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unusual Time of Day', 'Unusual Browser Family']);
    for (let page = 3; page < 10; page += 1) fireEvent.click(button('Next'));
    expect(screen.getByRole('heading', { level: 3, name: 'Event 10 of 10' })).toBeTruthy();
    expect(fact('Risk score')).toBe('90');
    expect(fact('Risky')).toBe('Risky');
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Previous'));
    expect(screen.getByRole('heading', { level: 3, name: 'Event 9 of 10' })).toBeTruthy();
  });

  it('scores the file chosen in the bucket browser and names the published model', async () => {
    const file = { bucket: BUCKET, filePath: 'events/march.jsonl' };
    renderPage([configMock, previewMock(STORED, scored('PUBLISHED'), file)]);
    fireEvent.click(await screen.findByRole('radio', { name: 'march.jsonl' }));
    expect(screen.getByText('Chosen file: events/march.jsonl')).toBeTruthy();
    fireEvent.click(button('Preview'));
    expect(await screen.findByText('Model: published model')).toBeTruthy();
  });

  it('does not ask while the YAML is invalid', async () => {
    const asked = vi.fn();
    renderPage([configMock, previewMock('a: [1\n', () => (asked(), scored('PUBLISHED')))]);
    await typeText('a: [1\n');
    fireEvent.click(button('Preview'));
    expect(await screen.findByText('Correct the errors in the YAML to preview it.')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says so when the file or its bucket is missing, and when scoring failed', async () => {
    renderPage([
      configMock,
      previewMock(STORED, {
        errors: [{ message: 'File not found', extensions: { code: 'NOT_FOUND' } }],
      }),
    ]);
    await screen.findByRole('textbox', { name: 'Risk configuration (YAML)' });
    fireEvent.click(button('Preview'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `The file ${BUCKET}/${FILE} or its bucket was not found.`,
    );
  });

  it("shows the platform's words when it refuses the file", async () => {
    renderPage([
      configMock,
      previewMock(STORED, {
        errors: [{ message: 'Invalid JSONL: line 3', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    ]);
    await screen.findByRole('textbox', { name: 'Risk configuration (YAML)' });
    fireEvent.click(button('Preview'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be scored: Invalid JSONL: line 3',
    );
  });

  it('shows the scoring state, then a failure with no words of its own', async () => {
    renderPage([
      configMock,
      previewMock(STORED, { errors: [{ message: 'boom', extensions: { code: 'BOOM' } }] }),
    ]);
    await screen.findByRole('textbox', { name: 'Risk configuration (YAML)' });
    fireEvent.click(button('Preview'));
    expect(screen.getByText('Scoring events…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The preview could not be computed.',
    );
  });
});

describe('the risk config route and menu entry', () => {
  it('is for identity administrators and data analysts, behind the auto-access flag, inside the shell', () => {
    expect(ROUTES.find((route) => route.path === '/autoaccess/risk-config')).toMatchObject({
      kind: 'page',
      guard: {
        auth: true,
        featureFlag: 'autoAccess',
        roles: [IDM_ADMIN_ROLE, 'internal/role/Data_Analyst'],
      },
      layout: { navBar: true, sideMenu: true },
      titleKey: 'routes.riskConfig',
    });
  });

  it('opens from Risk Administration with the page named RiskConfig', async () => {
    const administrator = {
      ...signedInUser,
      id: 'realmadmin',
      displayName: 'Realm Admin',
      idmRoles: [IDM_ADMIN_ROLE, 'internal/role/openidm-authorized'],
    };
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/autoaccess/risk-config',
      mocks: [
        shellUserMock(administrator),
        ...signedInShellMocks.slice(1),
        {
          request: { query: SideMenu_AutoAccessDocument },
          result: { data: { autoAccessAvailable: true, riskAnalysisAvailable: true } },
        },
        configMock,
      ],
      boot: { enabledFeatures: ['autoAccess'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk Config' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Risk Config' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    expect(document.title).toBe('RiskConfig | Identity Console');
  });
});
