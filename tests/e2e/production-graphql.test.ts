import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLClient } from '../support/graphql-client.js';
import { startProductionGateway } from '../support/production-gateway.js';
import { useBrowserContext } from './support/browser.js';
import { e2eStack } from './support/shared-stack.js';
import { DEMO, signInThroughForm } from './support/sign-in.js';

let stack: Awaited<ReturnType<typeof startProductionGateway>>;
const context = useBrowserContext();

beforeAll(async () => {
  stack = await startProductionGateway(e2eStack());
});
afterAll(async () => {
  await stack?.close();
});

describe('the built UI against a production gateway (trusted documents only)', () => {
  it('signs in and shows the dashboard and profile with its documents sent by hash', async () => {
    const page = await context().newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/graphql')) return;
      response.text().then(
        (body) => {
          if (body.includes('TRUSTED_DOCUMENT')) refused.push(body);
        },
        () => undefined,
      );
    });
    await signInThroughForm(page, stack.url);
    await page.waitForURL(/\/dashboard/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(new RegExp(`${DEMO.name}$`));
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await page.waitForURL(/\/profile/);
    await expect
      .poll(() => page.getByText('demo@alpha.example.com').first().isVisible())
      .toBe(true);
    expect(refused).toEqual([]);
  });

  it('refuses a document the UI was not built with', async () => {
    const answer = await new GraphQLClient(stack.url).request('{ serverInfo { realm } }');
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('TRUSTED_DOCUMENT_REQUIRED');
  });
});
