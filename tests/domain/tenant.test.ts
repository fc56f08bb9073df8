import { describe, expect, it } from 'vitest';
import { regionCountry } from '../../src/domain/tenant-region.js';
import { isKnownTier, tierColour } from '../../src/domain/tenant-tier.js';

describe('tierColour', () => {
  it('gives the named tiers their colours, whatever the case', () => {
    expect(tierColour('development')).toBe('blue');
    expect(tierColour('Staging')).toBe('yellow');
    expect(tierColour(' PRODUCTION ')).toBe('green');
    expect(tierColour('uat')).toBe('cyan');
    expect(tierColour('other')).toBe('gray');
  });

  it('hashes any other tier into the six other colours, the same one each time', () => {
    const others = ['sandbox', 'qa', 'perf', 'demo', 'preview', 'training', 'integration'];
    for (const tier of others) {
      expect(['indigo', 'purple', 'pink', 'red', 'orange', 'teal']).toContain(tierColour(tier));
      expect(tierColour(tier.toUpperCase())).toBe(tierColour(tier));
    }
    expect(new Set(others.map(tierColour)).size).toBeGreaterThan(1);
  });

  it('knows the named tiers only', () => {
    expect(isKnownTier('UAT')).toBe(true);
    expect(isKnownTier('sandbox')).toBe(false);
  });
});

describe('regionCountry', () => {
  it("finds the country of a cloud region by its longest prefix, or a two-letter region's own", () => {
    expect(regionCountry('europe-west2')).toBe('GB');
    expect(regionCountry('europe-west3')).toBe('DE');
    expect(regionCountry('europe-west10')).toBe('DE');
    expect(regionCountry('europe-west1')).toBe('BE');
    expect(regionCountry('us-east1')).toBe('US');
    expect(regionCountry('northamerica-northeast1')).toBe('CA');
    expect(regionCountry('australia-southeast1')).toBe('AU');
    expect(regionCountry('asia-southeast1')).toBe('SG');
    expect(regionCountry('ca')).toBe('CA');
    expect(regionCountry('mars-north1')).toBeUndefined();
  });
});
