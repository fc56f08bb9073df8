import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: 'primary' | 'secondary';
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', fullWidth = false, ...props }: ButtonProps) {
  const className = [styles.button, styles[variant], fullWidth ? styles.fullWidth : undefined]
    .filter(Boolean)
    .join(' ');
  return <AriaButton {...props} className={className} />;
}
