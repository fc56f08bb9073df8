import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import styles from './tabs.module.css';

export interface PageTabsProps {
  /** Names the row of tabs. */
  label: string;
  tabs: readonly { id: string; label: string }[];
  selected: string;
  onSelect: (id: string) => void;
  /** The content of a tab's panel. */
  panel: (id: string) => ReactNode;
}

/**
 * A row of tabs over the selected one's panel. React-aria's tabs weigh about 30 KB: a page loads
 * this with `lazyPart` so that its heading shows before them.
 */
export function PageTabs({ label, tabs, selected, onSelect, panel }: PageTabsProps) {
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key: Key) => onSelect(String(key))}>
      <TabList aria-label={label} className={styles.tabList}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.tabPanel}>
          {panel(tab.id)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
