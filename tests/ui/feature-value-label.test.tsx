import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFeatureValueLabel } from '../../src/ui/components/risk-charts/feature-value-label.js';
import { riskChartsMessages } from '../../src/ui/components/risk-charts/messages.js';
import { WithFeatureMessages } from '../../src/ui/i18n/with-feature-messages.js';
import { renderWithProviders } from './support/render.js';

const VALUES: [string, string][] = [
  ['weekday', 'Monday'],
  ['dayparting', 'morning'],
  ['deviceType', 'mobile'],
  ['userAgentType', ''],
  ['device', 'Unknown'],
  ['city', 'Paris'],
];

function Labels() {
  const label = useFeatureValueLabel();
  return <p>{VALUES.map(([feature, value]) => label(feature, value)).join(' | ')}</p>;
}

describe('feature values as words', () => {
  it('translates the words of the risk engine and leaves names as they are', async () => {
    renderWithProviders(
      <WithFeatureMessages messages={riskChartsMessages}>
        <Labels />
      </WithFeatureMessages>,
    );
    expect(
      await screen.findByText('Monday | Morning | Mobile | Unknown | Unknown | Paris'),
    ).toBeTruthy();
  });
});
