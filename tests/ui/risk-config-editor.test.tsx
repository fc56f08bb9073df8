import type { MockLink } from '@apollo/client/testing';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RiskConfigPage } from '../../src/ui/features/risk-config/risk-config-page.js';
import {
  RiskConfigPage_ConfigDocument,
  RiskConfigWorkspace_SaveDocument,
  BucketBrowser_ObjectsDocument,
  BucketFilePicker_BucketsDocument,
  SettingsOverrideNotice_SettingsDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

// The page loads its workspace (CodeMirror, the YAML check) lazily: loaded once here, not in a test.
await import('../../src/ui/features/risk-config/risk-config-workspace.js');

const STORED = '# tuned for the realm\nrisk_score_threshold: 50\n';
const EDITED = 'risk_score_threshold: 60\n';

const configMock = (yaml = STORED, rev = '3'): MockLink.MockedResponse => ({
  request: { query: RiskConfigPage_ConfigDocument },
  result: { data: { riskUserConfig: { __typename: 'RiskUserConfig', yaml, rev } } },
});

const saveMock = (
  yaml: string,
  rev: string,
  answer: MockLink.MockedResponse['result'] | Error,
  sent = vi.fn(),
): MockLink.MockedResponse => ({
  request: { query: RiskConfigWorkspace_SaveDocument, variables: { input: { yaml, rev } } },
  ...(answer instanceof Error
    ? { error: answer }
    : {
        result: () => {
          sent();
          return answer as never;
        },
      }),
});

const conflict = () =>
  ({
    errors: [
      { message: 'The resource was changed by someone else', extensions: { code: 'CONFLICT' } },
    ],
  }) as const;

async function editor(): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name: 'Risk configuration (YAML)' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('No CodeMirror view');
  return view;
}

/** Replaces the editor's whole text, as typing would. */
async function typeText(text: string) {
  const view = await editor();
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  // The page has taken the change once it counts it as unsaved.
  await screen.findByText('Unsaved changes');
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

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

/** The realm's Settings; at revision 0 before their first save. */
const settingsMock = (rev = '0'): MockLink.MockedResponse => ({
  request: { query: SettingsOverrideNotice_SettingsDocument },
  result: {
    data: {
      riskSettings: {
        __typename: 'RiskSettings',
        riskScoreThreshold: 60,
        mediumLevel: 40,
        highLevel: 75,
        rev,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderPage(mocks: MockLink.MockedResponse[], settings = settingsMock()) {
  return renderWithProviders(<RiskConfigPage />, {
    path: '/autoaccess/risk-config',
    mocks: [...pickerMocks, ...mocks, settings],
  });
}

describe('the risk configuration editor', () => {
  it('shows the warning banner and the stored YAML, labelled, with nothing unsaved', async () => {
    renderPage([configMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk Config' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/^For professional use only\./);
    const view = await editor();
    expect(view.state.doc.toString()).toBe(STORED);
    expect(view.contentDOM.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    expect(screen.getByText('The YAML is valid.')).toBeTruthy();
    expect(button('Save').disabled).toBe(true);
    expect(button('Reset').disabled).toBe(true);
  });

  it('says, once Settings are saved, that their threshold, levels and lists apply over the YAML', async () => {
    const view = renderPage([configMock()], settingsMock('4'));
    await editor();
    const notes = await screen.findAllByRole('note');
    await waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(2));
    const settingsNote = screen.getAllByRole('note')[1]!;
    expect(notes[0]?.textContent).toMatch(/^For professional use only\./);
    expect(settingsNote.textContent).toBe(
      'Risk Administration › Settings has been saved for this realm: its risk score threshold (60) and risk levels (medium from 40, high from 75) apply to predictions and to the evaluation preview in place of risk_score_threshold and risk_levels here, and its allow and block lists are added to ip_lists. Open Settings',
    );
    fireEvent.click(within(settingsNote).getByRole('link', { name: 'Open Settings' }));
    await waitFor(() => expect(view.currentPath()).toBe('/autoaccess/settings'));
  });

  it('refuses invalid YAML with its line and column, inline and in words, and saves nothing', async () => {
    const sent = vi.fn();
    renderPage([configMock(), saveMock('risk_levels:\n  high: : 3\n', '3', { data: null }, sent)]);
    await typeText('risk_levels:\n  high: : 3\n');
    expect(
      await screen.findByText(
        'Invalid YAML at line 2, column 9: Nested mappings are not allowed in compact mappings',
      ),
    ).toBeTruthy();
    const view = await editor();
    expect(view.contentDOM.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.querySelector('.cm-lintRange-error')).toBeTruthy());
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Correct the errors in the YAML before saving.',
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('names the key path, line and column of a schema error', async () => {
    renderPage([configMock()]);
    await typeText('heuristics:\n  brute_force:\n    failures: 1.5\n    colour: red\n');
    expect(
      await screen.findByText(
        'heuristics.brute_force.failures (line 3, column 15): expected a whole number.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('heuristics.brute_force.colour (line 4, column 5): unknown key “colour”.'),
    ).toBeTruthy();
  });

  it('saves the text at the stored revision and goes on from the new one', async () => {
    const third = 'risk_score_threshold: 70\n';
    renderPage([
      configMock(),
      saveMock(EDITED, '3', {
        data: { saveRiskUserConfig: { __typename: 'RiskUserConfig', yaml: EDITED, rev: '4' } },
      }),
      saveMock(third, '4', {
        data: { saveRiskUserConfig: { __typename: 'RiskUserConfig', yaml: third, rev: '5' } },
      }),
    ]);
    await typeText(EDITED);
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(button('Save'));
    expect(await screen.findByText('The risk configuration has been saved.')).toBeTruthy();
    expect(screen.getByText('No unsaved changes')).toBeTruthy();

    await typeText(third);
    fireEvent.click(await waitFor(() => button('Save')));
    expect(await screen.findByText('The risk configuration has been saved.')).toBeTruthy();
    expect((await editor()).state.doc.toString()).toBe(third);
  });

  it('resets the text to the stored one', async () => {
    renderPage([configMock()]);
    await typeText(EDITED);
    await waitFor(() => expect(button('Reset').disabled).toBe(false));
    fireEvent.click(button('Reset'));
    await waitFor(async () => expect((await editor()).state.doc.toString()).toBe(STORED));
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
  });

  it('says when someone else saved first, and saves over the latest revision after a reload', async () => {
    const theirs = 'risk_score_threshold: 55\n';
    renderPage([
      configMock(),
      saveMock(EDITED, '3', conflict()),
      configMock(theirs, '7'),
      saveMock(EDITED, '7', {
        data: { saveRiskUserConfig: { __typename: 'RiskUserConfig', yaml: EDITED, rev: '8' } },
      }),
    ]);
    await typeText(EDITED);
    fireEvent.click(await waitFor(() => button('Save')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed the risk configuration');
    fireEvent.click(button('Load the latest version'));
    expect(
      await screen.findByText(
        'The latest version is loaded; your text is kept. Save again to replace it.',
      ),
    ).toBeTruthy();
    expect((await editor()).state.doc.toString()).toBe(EDITED);
    fireEvent.click(button('Save'));
    expect(await screen.findByText('The risk configuration has been saved.')).toBeTruthy();
  });
});
