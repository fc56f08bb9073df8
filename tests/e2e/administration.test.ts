import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atPhoneWidth, tablesWiderThanTheirFrame, useBrowserTab } from './support/browser.js';
import { platformAdmin, realmAdministrator, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { expectNoViolations, signedInAt, untilNothingLoads } from './support/signed-in.js';
import { accessTokenFor } from '../support/tokens.js';

const stack = e2eStack();
const tab = useBrowserTab();

/** A GraphQL call from the page, as the app makes it: same origin, cookie and CSRF header. */
function graphqlFromPage(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as {
        data?: Record<string, { rev?: string } | null>;
        errors?: { extensions?: { code?: string } }[];
      };
    },
    { query, variables },
  );
}

const UPDATE = `mutation Update($input: UpdateManagedObjectInput!) {
  updateManagedObject(input: $input) { rev }
}`;
const OBJECT = `query Object($id: ID!) {
  managedObject(resourceType: "managed", resourceName: "alpha_user", id: $id) { rev }
}`;

async function replaceAttribute(page: Page, target: FreshUser, field: string, value: string) {
  const read = await graphqlFromPage(page, OBJECT, { id: target.id });
  const rev = read.data?.managedObject?.rev;
  return graphqlFromPage(page, UPDATE, {
    input: {
      resourceType: 'managed',
      resourceName: 'alpha_user',
      id: target.id,
      rev,
      operations: [{ operation: 'replace', field: `/${field}`, value }],
    },
  });
}

describe('administration in Chromium', () => {
  it('grants Read/Write on telephone numbers only, through a role the realm administrator creates', async () => {
    const admin = await platformAdmin(stack);
    const [member, target] = await Promise.all([
      admin.freshUser('alpha'),
      admin.freshUser('alpha'),
    ]);
    const roleName = `Phones ${member.username}`;

    const page = await signedInAt(tab(), stack.url, realmAdministrator('alpha'), '/admin/roles');
    expect(await page.title()).toBe('List Resource | Identity Console');
    await page.getByRole('grid').waitFor();
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'New role' }).click();
    await page.getByRole('heading', { level: 1, name: 'New role' }).waitFor();
    expect(await page.title()).toBe('Edit Resource | Identity Console');
    await page.getByRole('textbox', { name: 'Name' }).first().fill(roleName);
    await page.getByRole('button', { name: 'Add a privilege' }).click();
    await page.getByText('Grant at least one permission.').waitFor();
    await page.getByRole('textbox', { name: 'Display name' }).fill('Telephone numbers');
    await page.getByRole('checkbox', { name: 'View' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Update' }).check({ force: true });
    await page.getByText('Set at least one attribute to Read/Write.').waitFor();
    await page.getByRole('button', { name: /Telephone Number: Access/ }).click();
    await page.getByRole('option', { name: 'Read/Write' }).click();
    await expect
      .poll(() => page.getByText('Set at least one attribute to Read/Write.').count())
      .toBe(0);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: roleName }).waitFor();
    const roleId = page.url().split('/').at(-1)!;

    // The role's assignments load below its members, and the page gets shorter when they do:
    // scrolled to its end, Assign role moves under the pointer, and a press while it moves is lost.
    await untilNothingLoads(page);
    await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await page.getByRole('button', { name: 'Assign role' }).click();
    const members = page.getByRole('region', { name: 'Members' });
    const outcome = members.getByRole('status').or(members.getByRole('alert'));
    await outcome.waitFor();
    expect(await outcome.innerText()).toBe(`The role has been assigned to ${member.username}.`);

    await page.goto(`${stack.url}/admin/activity`);
    await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
    await page.getByRole('grid').getByText(roleId).first().waitFor();
    await expectNoViolations(page);

    const memberContext = await tab().context().browser()!.newContext();
    try {
      const memberPage = await signedInAt(
        await memberContext.newPage(),
        stack.url,
        member,
        '/dashboard',
      );
      const menu = memberPage.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('link', { name: 'Alpha realm - Users' }).waitFor();
      const phone = await replaceAttribute(memberPage, target, 'telephoneNumber', '+1 555 0199');
      expect(phone.errors).toBeUndefined();
      const name = await replaceAttribute(memberPage, target, 'givenName', 'Mallory');
      expect(name.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await memberContext.close();
      await graphqlFromPage(
        page,
        `mutation Unassign($input: InternalRoleMemberInput!) { unassignInternalRole(input: $input) }`,
        { input: { roleId, userName: member.username } },
      );
      await graphqlFromPage(page, `mutation Delete($id: ID!) { deleteInternalRole(id: $id) }`, {
        id: roleId,
      });
    }
  });

  it('undeploys a route, which then answers 404, and deploys it again', async () => {
    const account = realmAdministrator('alpha');
    const page = await signedInAt(tab(), stack.url, account, '/admin/routes');
    expect(await page.title()).toBe('List Resource | Identity Console');
    await page.getByRole('grid').getByText('/openidm/endpoint/health').waitFor();
    await expectNoViolations(page);
    // Every column, the actions included, shows without scrolling the table sideways.
    expect(await tablesWiderThanTheirFrame(page)).toEqual([]);
    const token = await accessTokenFor({ url: stack.url, platform: stack }, account);
    const callHealth = async () =>
      (
        await fetch(`${stack.idmUrl}/endpoint/health`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    expect(await callHealth()).toBe(200);
    try {
      await page.getByRole('button', { name: 'Undeploy health' }).click();
      const undeploy = page.getByRole('alertdialog', { name: 'Undeploy the route' });
      await undeploy.waitFor();
      await expectNoViolations(page);
      await undeploy.getByRole('button', { name: 'Undeploy', exact: true }).click();
      await page.getByText('health is undeployed.').waitFor();
      expect(await callHealth()).toBe(404);

      await page.getByRole('button', { name: 'Deploy health' }).click();
      await page
        .getByRole('alertdialog', { name: 'Deploy the route' })
        .getByRole('button', { name: 'Deploy', exact: true })
        .click();
      await page.getByText('health is deployed.').waitFor();
      expect(await callHealth()).toBe(200);
    } finally {
      const listed = await graphqlFromPage(
        page,
        `{ routes(input: { pageSize: 10, offset: 0, search: "health" }) { rows { id rev deployed } } }`,
      );
      const health = (
        listed.data?.routes as { rows?: { id: string; rev: string; deployed: boolean }[] } | null
      )?.rows?.find((row) => row.id === 'health');
      if (health && !health.deployed) {
        await graphqlFromPage(
          page,
          `mutation Deploy($input: SetRouteDeployedInput!) { setRouteDeployed(input: $input) { id } }`,
          { input: { name: 'health', rev: health.rev, deployed: true } },
        );
      }
    }
  });

  it("keeps an empty table's message in view where the table is wider than the phone", async () => {
    const page = await signedInAt(tab(), stack.url, realmAdministrator('alpha'), '/admin/activity');
    await page.getByRole('textbox', { name: 'User' }).fill('no-such-user');
    const message = page.getByText('No changes match the filter.');
    await message.waitFor();
    const frame = page.getByRole('grid').locator('..');
    await atPhoneWidth(page, async () => {
      expect(await tablesWiderThanTheirFrame(page)).toEqual(['Time▼']);
      const [shown, visible] = await Promise.all([message.boundingBox(), frame.boundingBox()]);
      expect(shown!.x).toBeGreaterThanOrEqual(visible!.x);
      expect(shown!.x + shown!.width).toBeLessThanOrEqual(visible!.x + visible!.width);
    });
  });

  it('refuses invalid JSON in the configuration editor', async () => {
    const page = await signedInAt(
      tab(),
      stack.url,
      realmAdministrator('alpha'),
      '/admin/configuration',
    );
    expect(await page.title()).toBe('Configure Identities | Identity Console');
    await page.getByRole('textbox', { name: 'Configuration id' }).fill('ui/themerealm');
    await page.getByRole('button', { name: 'Open' }).click();
    const editor = page.getByTestId('configuration-editor').locator('.cm-content');
    await editor.waitFor();
    await expectNoViolations(page);
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(',');
    await page.getByText('Invalid JSON').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });
});
