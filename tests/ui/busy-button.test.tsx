import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from '../../src/ui/components/form-dialog.js';
import { renderWithProviders } from './support/render.js';

function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      title="Change username"
      busy={busy}
      cancelLabel="Cancel"
      submitLabel="Save"
      onClose={() => undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <p>Form</p>
    </FormDialog>
  );
}

describe('a dialog action while its action runs', () => {
  it('keeps the focus, says it is disabled and ignores presses', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SlowForm onSubmit={onSubmit} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
