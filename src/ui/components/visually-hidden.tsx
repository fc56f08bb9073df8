import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** The element to render; a div unless told, like react-aria's. */
  elementType?: 'span' | 'div' | 'caption';
}

/**
 * Text for assistive technology only. Plain CSS rather than react-aria's component, which brings
 * its focus tracking to every page that hides a word.
 */
export function VisuallyHidden({ elementType: Element = 'div', ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={styles.visuallyHidden} />;
}
