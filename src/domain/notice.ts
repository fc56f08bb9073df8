/** A message for the user, as a translation key with its values, shown as a toast. */
export interface Notice {
  messageKey: string;
  tone: 'success' | 'danger' | 'info';
  values?: Readonly<Record<string, string | number>>;
}
