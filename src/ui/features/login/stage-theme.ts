import { parseJsonObject } from '../../../domain/json-object.js';

const THEME_ID_SETTING = /(?:^|[\s,])theme[Ii]d=([^,]+)/;

/**
 * The theme (id or name) a journey page asks for in its stage: `themeId=…` among the stage's
 * settings, or a JSON object's `themeId`, as page nodes and scripted nodes set it.
 */
export function themeIdFromStage(stage: string | null | undefined): string | null {
  const text = stage?.trim() ?? '';
  const themeId = text.startsWith('{')
    ? parseJsonObject(text)?.themeId
    : THEME_ID_SETTING.exec(text)?.[1];
  return typeof themeId === 'string' && themeId.trim() ? themeId.trim() : null;
}
