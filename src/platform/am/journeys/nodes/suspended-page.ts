import type { RenderedPage } from '../journey.js';
import { translateJourneyText } from '../texts.js';
import type { JourneyPlatform } from './journey-platform.js';
import { messageCallback } from './rendered-callback.js';

/**
 * A page that only tells the user what happens next (check your email): AM's suspended text
 * output, which nothing answers.
 */
export function suspendedPage(
  platform: JourneyPlatform,
  page: { stage: string; header: string; message: string },
  values: Record<string, string> = {},
): RenderedPage {
  const translate = (text: string) => translateJourneyText(text, platform.language);
  const message = translateJourneyText(page.message, platform.language, values);
  return {
    stage: page.stage,
    header: translate(page.header),
    description: '',
    callbacks: [messageCallback('SuspendedTextOutputCallback', message)],
  };
}
