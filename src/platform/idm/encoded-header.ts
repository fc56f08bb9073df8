const UTF8_BASE64_WORD = /^=\?UTF-8\?B\?([A-Za-z0-9+/]*={0,2})\?=$/i;

/**
 * A header value as sent, or decoded from an RFC 2047 encoded word (`=?UTF-8?B?<base64>?=`),
 * which is how a client sends text that HTTP headers cannot carry, such as a password with `€`.
 */
export function decodedHeaderValue(value: string | undefined): string | undefined {
  const encoded = value === undefined ? undefined : UTF8_BASE64_WORD.exec(value)?.[1];
  return encoded === undefined ? value : Buffer.from(encoded, 'base64').toString('utf8');
}
