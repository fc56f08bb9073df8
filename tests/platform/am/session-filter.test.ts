import { describe, expect, it } from 'vitest';
import { parseSessionFilter } from '../../../src/platform/am/session-filter.js';

describe('parseSessionFilter', () => {
  it('reads username and realm clauses joined by and', () => {
    expect(parseSessionFilter('username eq "demo" and realm eq "/alpha"')).toEqual({
      username: 'demo',
      realm: 'alpha',
    });
    expect(parseSessionFilter('realm eq "/" and username eq "amadmin"')).toEqual({
      username: 'amadmin',
      realm: 'root',
    });
  });

  it('reads a single clause, escaped quotes and true', () => {
    expect(parseSessionFilter('username eq "de\\"mo"')).toEqual({ username: 'de"mo' });
    expect(parseSessionFilter('true')).toEqual({});
  });

  it('rejects anything else', () => {
    expect(parseSessionFilter('username co "demo"')).toBeNull();
    expect(parseSessionFilter('username eq "demo" or realm eq "/alpha"')).toBeNull();
    expect(parseSessionFilter('username eq "demo" and')).toBeNull();
    expect(parseSessionFilter('mail eq "x"')).toBeNull();
    expect(parseSessionFilter('')).toBeNull();
  });
});
