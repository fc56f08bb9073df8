import { MenuItem } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden.js';
import { useBootResult } from '../boot/boot-context.js';
import styles from './profile-menu.module.css';

/** Below this width the top bar has no room for the Help and Docs links: the menu has them. */
const NARROW_TOP_BAR = '(max-width: 575px)';

/** Help and Docs, in the account menu on a narrow screen, opening in a new tab as in the bar. */
export function HelpMenuItems() {
  const { t } = useTranslation();
  const { helpUrl, docsUrl } = useBootResult();
  if (!window.matchMedia(NARROW_TOP_BAR).matches) return null;
  const links = [
    { id: 'help', href: helpUrl, label: t('shell.help') },
    { id: 'docs', href: docsUrl, label: t('shell.docs') },
  ];
  return links.map(({ id, href, label }) =>
    href ? (
      <MenuItem
        key={id}
        id={id}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        textValue={label}
        className={styles.item}
      >
        {label}
        <VisuallyHidden elementType="span"> {t('shell.newTab')}</VisuallyHidden>
      </MenuItem>
    ) : null,
  );
}
