import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../src/gateway/context.js';
import {
  loadAutoAccessAvailable,
  loadRiskAnalysisAvailable,
} from '../../src/gateway/models/autoaccess-availability.js';
import { UpstreamError } from '../../src/gateway/upstream/errors.js';

const refused = () => Promise.reject(new UpstreamError(403, 'Forbidden'));
const answered = () => Promise.resolve({});

function contextWith(
  autoAccess: boolean,
  answers: { definition?: () => Promise<unknown>; settings?: () => Promise<unknown> },
) {
  const dataSourceDefinition = vi.fn(answers.definition ?? answered);
  const settings = vi.fn(answers.settings ?? answered);
  const context = {
    idm: { features: () => Promise.resolve([{ name: 'autoAccess', enabled: autoAccess }]) },
    autoaccessJas: { dataSourceDefinition },
    autoaccessSettings: { settings },
    log: { debug: vi.fn() },
  } as unknown as GatewayContext;
  return { context, dataSourceDefinition, settings };
}

describe('the auto-access availability probes', () => {
  it('are false without asking the services while the flag is off', async () => {
    const { context, dataSourceDefinition, settings } = contextWith(false, {});
    expect(await loadAutoAccessAvailable(context)).toBe(false);
    expect(await loadRiskAnalysisAvailable(context)).toBe(false);
    expect(dataSourceDefinition).not.toHaveBeenCalled();
    expect(settings).not.toHaveBeenCalled();
  });

  it('open the administration when the entity service answers the definition', async () => {
    expect(await loadAutoAccessAvailable(contextWith(true, {}).context)).toBe(true);
    const refusing = contextWith(true, { definition: refused });
    expect(await loadAutoAccessAvailable(refusing.context)).toBe(false);
    expect(refusing.dataSourceDefinition).toHaveBeenCalledTimes(1);
  });

  it('open the analysis when the API answers the settings, whatever the entity service says', async () => {
    const analyst = contextWith(true, { definition: refused });
    expect(await loadRiskAnalysisAvailable(analyst.context)).toBe(true);
    expect(analyst.settings).toHaveBeenCalledTimes(1);
    expect(analyst.dataSourceDefinition).not.toHaveBeenCalled();
    const refusing = contextWith(true, { settings: refused });
    expect(await loadRiskAnalysisAvailable(refusing.context)).toBe(false);
  });
});
