import { BASE64_CHUNK_SIZE } from './constants.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function checkedChunkSize(chunkSize: number): number {
  if (!Number.isInteger(chunkSize) || chunkSize <= 0 || chunkSize % 4 !== 0) {
    throw new RangeError(`A base64 chunk size must be a positive multiple of 4, not ${chunkSize}`);
  }
  return chunkSize;
}

/**
 * UTF-8 text as one base64 string, encoded `chunkSize` characters of output at a time so that a
 * long script never goes through `btoa` or `String.fromCharCode` in one piece. Every chunk but the
 * last is a whole number of 3-byte groups, so the pieces join without padding in between.
 */
export function encodeBase64Chunked(text: string, chunkSize: number = BASE64_CHUNK_SIZE): string {
  const bytesPerChunk = (checkedChunkSize(chunkSize) / 4) * 3;
  const bytes = new TextEncoder().encode(text);
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length; start += bytesPerChunk) {
    const slice = bytes.subarray(start, start + bytesPerChunk);
    chunks.push(btoa(String.fromCharCode(...slice)));
  }
  return chunks.join('');
}

/**
 * The UTF-8 text held by a base64 string, decoded `chunkSize` characters at a time. Throws on
 * anything that is not base64 of valid UTF-8.
 */
export function decodeBase64Chunked(
  encoded: string,
  chunkSize: number = BASE64_CHUNK_SIZE,
): string {
  const size = checkedChunkSize(chunkSize);
  const compact = encoded.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 !== 0) {
    throw new SyntaxError('The value is not base64');
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  for (let start = 0; start < compact.length; start += size) {
    const binary = atob(compact.slice(start, start + size));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    text += decoder.decode(bytes, { stream: start + size < compact.length });
  }
  return text + decoder.decode();
}
