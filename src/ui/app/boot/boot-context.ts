import { createContext, useContext } from 'react';
import type { ThemeChoice, ThemeCriteria } from '../../../domain/theme-choice.js';

/** What start-up settled on, shared by every screen. */
export interface BootResult {
  realm: string;
  hostedPages: boolean;
  enabledFeatures: readonly string[];
  version: string | null;
  theme: ThemeChoice | null;
  /**
   * Chooses the theme again for a journey's tree and page (its node theme) and the theme this
   * browser last signed in with; start-up's criteria fill the gaps.
   */
  chooseJourneyTheme: (criteria: ThemeCriteria) => void;
  /** Where the top bar's Help and Docs links lead; null shows no link. */
  helpUrl: string | null;
  docsUrl: string | null;
}

export const BootContext = createContext<BootResult | null>(null);

export function useBootResult(): BootResult {
  const result = useContext(BootContext);
  if (!result) throw new Error('useBootResult needs the app to have booted');
  return result;
}
