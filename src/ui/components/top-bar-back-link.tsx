import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'wouter';
import { TOP_BAR_BACK_LINK_SLOT_ID } from './top-bar-back-link-slot.js';
import styles from './top-bar-back-link.module.css';

export interface TopBarBackLinkProps {
  to: string;
  /** The breadcrumb, such as "Back to Pipelines". */
  children: string;
}

/**
 * A page’s link back to where it sits, shown in the top bar for as long as the page is; where
 * there is no top bar (a layout without one), at the top of the page.
 */
export function TopBarBackLink({ to, children }: TopBarBackLinkProps) {
  const inPage = useRef<HTMLAnchorElement>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // The top bar is only in the document once the page is; moving there before the first paint
  // keeps the link from jumping.
  useLayoutEffect(() => {
    const link = inPage.current;
    if (link) setSlot(link.ownerDocument.getElementById(TOP_BAR_BACK_LINK_SLOT_ID));
  }, []);
  return slot ? (
    createPortal(
      <BackLink to={to} className={styles.inTopBar}>
        {children}
      </BackLink>,
      slot,
    )
  ) : (
    <BackLink ref={inPage} to={to} className={styles.inPage}>
      {children}
    </BackLink>
  );
}

function BackLink({
  ref,
  to,
  className,
  children,
}: TopBarBackLinkProps & { ref?: Ref<HTMLAnchorElement>; className: string | undefined }) {
  return (
    <Link ref={ref} to={to} className={className}>
      <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M19 12H5m6-6-6 6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>{children}</span>
    </Link>
  );
}
