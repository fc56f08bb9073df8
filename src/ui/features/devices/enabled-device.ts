/** What enabling a 2-step device gives back: the recovery codes, with the first such device. */
export interface EnabledDevice {
  recoveryCodes: readonly string[] | null;
}
