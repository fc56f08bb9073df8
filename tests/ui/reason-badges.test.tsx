import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReasonBadges } from '../../src/ui/components/risk-event/reason-badges.js';
import { renderWithProviders } from './support/render.js';

describe('reason badges', () => {
  it('show a reason that two models give once', () => {
    renderWithProviders(
      <ReasonBadges
        reasons={[
          { kind: 'ueba', key: 'country' },
          { kind: 'clustering', key: 'country' },
          { kind: 'clustering', key: 'city' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
