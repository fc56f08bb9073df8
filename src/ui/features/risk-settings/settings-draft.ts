import { isIpEntry } from '../../../domain/autoaccess/ip-range.js';
import type { RiskSettings } from '../../../domain/autoaccess/risk-settings.js';

/** The form's values: each list as the text of its box, one entry a line. */
export interface SettingsDraft {
  allowList: string;
  blockList: string;
  riskScoreThreshold: number;
  mediumLevel: number;
  highLevel: number;
  retentionDays: number;
}

export function draftOf(settings: RiskSettings): SettingsDraft {
  return {
    allowList: settings.allowList.join('\n'),
    blockList: settings.blockList.join('\n'),
    riskScoreThreshold: settings.riskScoreThreshold,
    mediumLevel: settings.mediumLevel,
    highLevel: settings.highLevel,
    retentionDays: settings.retentionDays,
  };
}

/** The entries of a list box: its lines, trimmed, without blank ones. */
function entriesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The lines (1-based) of a list box that are neither an address nor a CIDR range. */
export function invalidLines(text: string): { line: number; entry: string }[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const entry = raw.trim();
    return entry === '' || isIpEntry(entry) ? [] : [{ line: index + 1, entry }];
  });
}

export function settingsOf(draft: SettingsDraft): RiskSettings {
  return {
    allowList: entriesOf(draft.allowList),
    blockList: entriesOf(draft.blockList),
    riskScoreThreshold: draft.riskScoreThreshold,
    mediumLevel: draft.mediumLevel,
    highLevel: draft.highLevel,
    retentionDays: draft.retentionDays,
  };
}
