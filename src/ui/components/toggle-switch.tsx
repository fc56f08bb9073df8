import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components';
import styles from './toggle-switch.module.css';

/** An on/off switch drawn as a track and thumb, its label beside it. */
export function ToggleSwitch({
  children,
  ...props
}: Omit<SwitchProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <Switch {...props} className={styles.switch}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </Switch>
  );
}
