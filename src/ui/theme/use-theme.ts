import { useContext } from 'react';
import type { ThemeChoice } from '../../domain/theme-choice.js';
import { BootContext } from '../app/boot/boot-context.js';
import type { ThemeSettings } from './theme-values.js';

const NO_SETTINGS: ThemeSettings = {};

/** The theme start-up chose; null before start-up is done. */
export function useThemeChoice(): ThemeChoice | null {
  return useContext(BootContext)?.theme ?? null;
}

export function choiceSettings(choice: ThemeChoice | null): ThemeSettings {
  return choice?.kind === 'chosen' ? choice.theme.settings : NO_SETTINGS;
}

/** The chosen theme's settings; none for the fallback and empty themes. */
export function useThemeSettings(): ThemeSettings {
  return choiceSettings(useThemeChoice());
}

/** The HTML of a header or footer setting when its `…Enabled` flag is on, otherwise ''. */
export function enabledHtml(settings: ThemeSettings, field: string): string {
  const html = settings[field];
  return settings[`${field}Enabled`] === true && typeof html === 'string' ? html : '';
}
