import { leaveUnsaved } from '../../components/unsaved-edits/navigation-guard.js';

/** How the browser leaves the page once signed out; replaced in tests. */
export interface PageExit {
  assign: (url: string) => void;
  reload: () => void;
  /** The current address, so the hash and realm can be rewritten in place. */
  replaceAddress: (update: (current: URL) => URL) => void;
}

/** Signing out leaves the page whatever a form holds: the browser does not ask either. */
export const browserPageExit: PageExit = {
  assign: (url) => leaveUnsaved(() => window.location.assign(url)),
  reload: () => leaveUnsaved(() => window.location.reload()),
  replaceAddress(update) {
    const next = update(new URL(window.location.href));
    window.history.replaceState(window.history.state, '', next.href);
  },
};
