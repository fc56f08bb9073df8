import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from '../../src/ui/components/date-field.js';
import { DateRangeField } from '../../src/ui/components/date-range-field/date-range-field.js';
import { dateRangeMessages } from '../../src/ui/components/date-range-field/messages.js';
import { WithFeatureMessages } from '../../src/ui/i18n/with-feature-messages.js';
import { renderWithProviders } from './support/render.js';

afterEach(cleanup);

const labels = { calendar: 'Open calendar', previousMonth: 'Previous', nextMonth: 'Next' };

describe('the calendar of the date fields', () => {
  it('opens on a day field at the chosen month, and a day chosen there is the value', () => {
    const onChange = vi.fn();
    render(<DateField label="Start" value="2026-03-10" onChange={onChange} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('heading', { name: /March 2026/ })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Previous' })).toBeTruthy();
    fireEvent.click(within(calendar).getByRole('button', { name: /March 12, 2026/ }));
    expect(onChange).toHaveBeenCalledWith('2026-03-12');
  });

  it('opens on a range field as a range calendar with its own month buttons', async () => {
    renderWithProviders(
      <WithFeatureMessages messages={dateRangeMessages}>
        <DateRangeField
          label="Period"
          value={{ start: '2026-03-01', end: '2026-03-31' }}
          onChange={() => undefined}
        />
      </WithFeatureMessages>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Choose the days on a calendar/ }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('heading', { name: /March 2026/ })).toBeTruthy();
    expect(within(calendar).getAllByRole('button', { name: 'Previous month' })).not.toHaveLength(0);
    fireEvent.click(within(calendar).getAllByRole('button', { name: 'Next month' })[0]!);
    expect(within(calendar).getByRole('heading', { name: /April 2026/ })).toBeTruthy();
  });
});
