import { useCallback, useEffect, useRef, type ButtonHTMLAttributes, type Ref } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'disabled' | 'onClick'
> {
  variant?: 'primary' | 'secondary';
  fullWidth?: boolean;
  isDisabled?: boolean;
  onPress?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The kit's button. A native button rather than react-aria's: every page with a form or an action
 * shows one, and react-aria's press handling would add about 14 KB to their first load.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  isDisabled = false,
  onPress,
  type = 'button',
  autoFocus = false,
  ref,
  ...props
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // After mount, as react-aria does. A dialog focuses itself once it has settled (a frame or more
  // later after a virtual click); until the user acts, the button takes the focus back from it.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    const button = own.current;
    if (!focusOnMount.current || !button) return;
    button.focus();
    const reclaim = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Node && target !== button && target.contains(button)) button.focus();
    };
    const stop = () => {
      document.removeEventListener('focusin', reclaim);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    document.addEventListener('focusin', reclaim);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, []);

  const className = [styles.button, styles[variant], fullWidth ? styles.fullWidth : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...props}
      ref={setRef}
      type={type}
      className={className}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      onClick={onPress}
    />
  );
}
