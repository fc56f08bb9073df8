import type { JourneyCallbackData } from './journey-callback-fragment.js';

export interface CallbackFieldProps {
  callback: JourneyCallbackData;
  /** Set on the first field of a step that the user should start typing in. */
  autoFocus: boolean;
  /** Sends the step as it is, for callbacks that answer themselves (a polling wait). */
  onAutoSubmit?: () => void;
  /** The step's callbacks, for a field that reads another's output (WebAuthn's options). */
  callbacks?: readonly JourneyCallbackData[];
}
