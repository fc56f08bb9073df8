import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { outputText } from './callback-values.js';
import type { JourneyCallbackData } from './journey-callback-fragment.js';

const SCRIPT_MESSAGE_TYPE = '4';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request options the WebAuthn step carries as the script data of a text output (JSON); never
 * run, only read. Undefined when the step has none the browser could use.
 */
export function webAuthnRequestOptions(
  callbacks: readonly JourneyCallbackData[],
): PublicKeyCredentialRequestOptionsJSON | undefined {
  for (const callback of callbacks) {
    if (callback.type !== 'TextOutputCallback') continue;
    if (outputText(callback, 'messageType') !== SCRIPT_MESSAGE_TYPE) continue;
    try {
      const parsed: unknown = JSON.parse(outputText(callback, 'message') ?? '');
      if (isRecord(parsed) && typeof parsed.challenge === 'string') {
        return parsed as unknown as PublicKeyCredentialRequestOptionsJSON;
      }
    } catch {
      // Not options in JSON (AM's own script): the step cannot be answered here.
    }
  }
  return undefined;
}
