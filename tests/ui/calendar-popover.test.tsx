import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from '../../src/ui/components/date-field.js';
import { DateRangeField } from '../../src/ui/components/date-range-field.js';

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

  it('opens on a range field as a range calendar with its month buttons', () => {
    render(
      <DateRangeField
        label="Period"
        value={{ start: '2026-03-01', end: '2026-03-31' }}
        onChange={() => undefined}
        labels={labels}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('heading', { name: /March 2026/ })).toBeTruthy();
    fireEvent.click(within(calendar).getAllByRole('button', { name: 'Next' })[0]!);
    expect(within(calendar).getByRole('heading', { name: /April 2026/ })).toBeTruthy();
  });
});
