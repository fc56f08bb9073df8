/** The text without the UTF-8 byte order mark some editors write at the start of a file. */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
