import { loadKbaConfig, type KbaConfig } from '../../../../idm/kba-config.js';
import type { JourneyPlatform } from '../journey-platform.js';

/** A text in the language, else in English, else in any language it has. */
export function localizedText(texts: Record<string, string>, language: string): string {
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** The realm's predefined security questions, by id in the configuration's order. */
export async function kbaConfig(platform: JourneyPlatform): Promise<KbaConfig> {
  return loadKbaConfig(platform.db);
}

/** The predefined question a text names (in any of its languages), or undefined for a user's own. */
export function predefinedQuestionId(config: KbaConfig, question: string): string | undefined {
  const wanted = question.trim().toLowerCase();
  return Object.entries(config.questions).find(([, texts]) =>
    Object.values(texts).some((text) => text.trim().toLowerCase() === wanted),
  )?.[0];
}
