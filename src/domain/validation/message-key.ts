/** A translation key of the shared rules (`validation.…`) or of a screen's own (`pipelines.validation.…`). */
const MESSAGE_KEY = /^(?:[A-Za-z]+\.)?validation\.[A-Za-z_.]+$/;

/** Whether a rule's message is a translation key, rather than a library's own words. */
export function isValidationMessageKey(message: string): boolean {
  return MESSAGE_KEY.test(message);
}
