import { Button, type ButtonProps } from './button.js';

export interface BusyButtonProps extends ButtonProps {
  /** While its action runs: the button ignores presses and says it is disabled, yet keeps the focus. */
  busy: boolean;
}

/**
 * A dialog's action that stays focusable while its action runs. A disabled button loses the focus
 * to the page's body, outside the dialog, where Escape and Tab no longer reach the dialog.
 */
export function BusyButton({ busy, onPress, isDisabled = false, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      isDisabled={isDisabled && !busy}
      aria-disabled={busy || undefined}
      {...(busy
        ? {
            onPress: undefined,
            onClickCapture: (event) => event.preventDefault(),
          }
        : onPress && { onPress })}
    />
  );
}
