import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config.js';

describe('gateway configuration', () => {
  it('trusts no proxy and allows no theme script origin unless told', () => {
    const config = loadGatewayConfig({});
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.THEME_SCRIPT_SOURCES).toEqual([]);
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(15_000);
  });

  it("calls governance, analytics and Auto Access on AM_URL's origin unless their URLs are set", () => {
    const derived = loadGatewayConfig({
      AM_URL: 'https://id.example.com/am',
      IDM_URL: 'https://id.example.com/openidm',
    });
    expect(derived.IGA_URL).toBe('https://id.example.com/iga');
    expect(derived.ANALYTICS_URL).toBe('https://id.example.com/analytics');
    expect(derived.AUTOACCESS_API_URL).toBe('https://id.example.com/autoaccess/api');
    expect(derived.AUTOACCESS_JAS_URL).toBe('https://id.example.com/autoaccess/jas');
    const set = loadGatewayConfig({
      AM_URL: 'https://id.example.com/am',
      IGA_URL: 'https://iga.example.com/iga/',
    });
    expect(set.IGA_URL).toBe('https://iga.example.com/iga');
    expect(
      loadGatewayConfig({ ANALYTICS_URL: 'https://reports.example.com/analytics' }).ANALYTICS_URL,
    ).toBe('https://reports.example.com/analytics');
    expect(loadGatewayConfig({}).IGA_URL).toBe('http://127.0.0.1:8081/iga');
  });

  it('reads proxy lists and https script origins', () => {
    const config = loadGatewayConfig({
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      THEME_SCRIPT_SOURCES: 'https://cdn.example.com, https://tags.example.org',
    });
    expect(config.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.THEME_SCRIPT_SOURCES).toEqual([
      'https://cdn.example.com',
      'https://tags.example.org',
    ]);
  });

  it('refuses script origins that are not https or carry more than an origin', () => {
    expect(() => loadGatewayConfig({ THEME_SCRIPT_SOURCES: 'http://cdn.example.com' })).toThrow();
    expect(() =>
      loadGatewayConfig({ THEME_SCRIPT_SOURCES: "https://a.example 'unsafe-inline'" }),
    ).toThrow();
  });

  it('requires a session secret in production', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});
