import { describe, expect, it } from 'vitest';
import { decodeBase64Chunked, encodeBase64Chunked } from '../../src/domain/base64-chunks.js';
import { BASE64_CHUNK_SIZE } from '../../src/domain/constants.js';

const SCRIPT = '<script src="https://cdn.example.com/widget.js" async></script>';

describe('base64 in chunks', () => {
  it('encodes like a one-piece btoa of the UTF-8 bytes and decodes back', () => {
    const encoded = encodeBase64Chunked(SCRIPT);
    expect(encoded).toBe(Buffer.from(SCRIPT, 'utf8').toString('base64'));
    expect(decodeBase64Chunked(encoded)).toBe(SCRIPT);
  });

  it('round-trips text longer than several chunks, multi-byte characters included', () => {
    const text = `${'é€😀 <b>façade</b> '.repeat(12_000)}${SCRIPT}`;
    const encoded = encodeBase64Chunked(text);
    expect(encoded.length).toBeGreaterThan(3 * BASE64_CHUNK_SIZE);
    expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64'));
    expect(decodeBase64Chunked(encoded)).toBe(text);
  });

  it('joins chunks without padding in between, whatever the chunk size', () => {
    const text = 'abcdefghij'.repeat(7);
    const encoded = encodeBase64Chunked(text, 8);
    expect(encoded.slice(0, -4)).not.toContain('=');
    expect(encoded).toBe(Buffer.from(text).toString('base64'));
    expect(decodeBase64Chunked(encoded, 8)).toBe(text);
  });

  it('splits a multi-byte character across decode chunks without damage', () => {
    const text = 'a😀'.repeat(50);
    expect(decodeBase64Chunked(encodeBase64Chunked(text), 4)).toBe(text);
  });

  it('encodes and decodes the empty string', () => {
    expect(encodeBase64Chunked('')).toBe('');
    expect(decodeBase64Chunked('')).toBe('');
  });

  it('ignores line breaks in the stored value', () => {
    const encoded = encodeBase64Chunked(SCRIPT);
    expect(decodeBase64Chunked(`${encoded.slice(0, 20)}\n${encoded.slice(20)}`)).toBe(SCRIPT);
  });

  it('refuses what is not base64 of UTF-8 text', () => {
    expect(() => decodeBase64Chunked('not base64!')).toThrow(SyntaxError);
    expect(() => decodeBase64Chunked('abc')).toThrow(SyntaxError);
    expect(() => decodeBase64Chunked(Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'))).toThrow(
      TypeError,
    );
  });

  it('refuses a chunk size that would split a base64 group', () => {
    expect(() => encodeBase64Chunked('text', 6)).toThrow(RangeError);
    expect(() => decodeBase64Chunked('dGV4dA==', 0)).toThrow(RangeError);
  });
});
