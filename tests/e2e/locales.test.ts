import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initials } from '../../src/ui/components/initials.js';
import { LANGUAGE_KEY } from '../../src/ui/i18n/language-preference.js';
import { PSEUDO_LOCALE } from '../../src/ui/i18n/languages.js';
import { PSEUDO_CHARACTERS } from '../../src/ui/i18n/pseudo-locale.js';
import {
  VIEWPORT,
  accessibilityViolations,
  useSharedBrowser,
  wordsBrokenAcrossLines,
} from './support/browser.js';
import { FIRST_LOAD_JS_BUDGET_BYTES } from '../../scripts/first-load-budget.js';
import { measureFirstLoad } from './support/first-load.js';
import { platformAdmin, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';

const SCREENSHOTS = 'reports/screenshots';
const REALM = 'alpha';
/** Texts the sign-in journey itself sends: the platform, not the catalogue, words them. */
const JOURNEY_TEXTS = ['Sign In', 'User Name', 'Password'];

const stack = e2eStack();
const browser = useSharedBrowser();
let context: BrowserContext | undefined;

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A user of the test's own, whose language and notifications no other test reads. */
async function claimUser(): Promise<FreshUser> {
  return (await platformAdmin(stack)).freshUser(REALM);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (user: FreshUser) => new RegExp(escaped(user.name));
const frenchGreeting = (user: FreshUser) =>
  new RegExp(`^(Bonjour|Bon après-midi|Bonsoir), ${escaped(user.name)}$`);

async function newContext(locale: string, viewport = VIEWPORT): Promise<BrowserContext> {
  const created = await browser().newContext({ viewport, locale });
  context = created;
  return created;
}

/** Signs the user in through the form, whatever language its button speaks. */
async function signIn(page: Page, user: FreshUser): Promise<void> {
  await page.goto(`${stack.url}/login?realm=${user.realm}`);
  await page.getByLabel(/^(User Name|Nom d'utilisateur|Benutzername)$/).fill(user.username);
  await page.getByLabel(/^(Password|Mot de passe|Passwort)$/).fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/**
 * Signs in, then empties the bell that the first sign-in from this browser filled, so the
 * language checks see no platform-written notice.
 */
async function signInWithEmptyBell(page: Page, user: FreshUser): Promise<void> {
  await signIn(page, user);
  await (await platformAdmin(stack)).clearNotifications(`managed/${user.realm}_user/${user.id}`);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
const storedLanguage = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY);
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/**
 * Visible texts of the page (text nodes, accessible labels, alternative texts and the title)
 * that carry no pseudo-locale marker once the allowed user and platform data are taken out.
 */
function untranslatedTexts(page: Page, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ markers, allowed }) => {
      const marked = (text: string) => [...text].some((character) => markers.includes(character));
      const stripped = (text: string) =>
        allowed.reduce((rest, value) => rest.split(value).join(' '), text);
      const untranslated = (text: string) =>
        /\p{L}/u.test(stripped(text)) && !marked(text) ? [text.trim()] : [];
      const visible = (element: Element | null) =>
        element !== null &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

      const found: string[] = [...untranslated(document.title)];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style, noscript')) continue;
        if (visible(node.parentElement)) found.push(...untranslated(node.textContent ?? ''));
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [title], [placeholder], img[alt]',
      )) {
        if (!visible(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          found.push(...untranslated(element.getAttribute(name) ?? ''));
        }
      }
      return [...new Set(found)];
    },
    { markers: [...PSEUDO_CHARACTERS], allowed },
  );
}

function query<T>(page: Page, document: string): Promise<T> {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
        body,
      });
      return ((await response.json()) as { data: T }).data;
    },
    JSON.stringify({ query: document }),
  );
}

/** The alternative texts the realm's themes give their logos. */
async function themeTexts(page: Page): Promise<string[]> {
  const { themes } = await query<{ themes: { settings: Record<string, unknown> }[] }>(
    page,
    `{ themes(realm: "${REALM}") { settings } }`,
  );
  return themes.flatMap(({ settings }) =>
    Object.entries(settings).flatMap(([name, value]) =>
      name.endsWith('AltText') && typeof value === 'string' ? [value] : [],
    ),
  );
}

/** What the user's own data shows: name, initials, company and email. */
async function userTexts(page: Page): Promise<string[]> {
  const { me } = await query<{ me: { displayName: string; company: string; mail: string } }>(
    page,
    '{ me { displayName company mail } }',
  );
  const { displayName, company, mail } = me;
  return [displayName, company, mail, initials(displayName)].filter(Boolean);
}

describe('languages in Chromium', () => {
  it('switches Dashboard and Login to French from the account menu and keeps it after a reload', async () => {
    const user = await claimUser();
    const page = await (await newContext('en-US')).newPage();
    await signInWithEmptyBell(page, user);
    expect(await documentLanguage(page)).toBe('en-US');

    await page.getByRole('button', { name: named(user) }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => heading(page)).toMatch(frenchGreeting(user));
    expect(await documentLanguage(page)).toBe('fr');
    expect(await page.title()).toBe('Tableau de bord | Identity Console');
    expect(await storedLanguage(page)).toBe('fr');
    await page.getByRole('link', { name: 'Modifier votre profil' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-fr');

    await page.reload();
    await expect.poll(() => heading(page)).toMatch(frenchGreeting(user));
    expect(await documentLanguage(page)).toBe('fr');

    await page.getByRole('button', { name: named(user) }).click();
    const french = page.getByRole('menuitemradio', { name: 'Français' });
    expect(await french.getAttribute('aria-checked')).toBe('true');
    expect(await french.locator('[lang="fr"]').textContent()).toBe('Français');
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: 'Suivant' }).waitFor();
    expect(await documentLanguage(page)).toBe('fr');
    expect(await page.title()).toBe('Connexion | Identity Console');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login-fr');
  });

  it('follows the browser language when the user has not chosen one', async () => {
    const user = await claimUser();
    const page = await (await newContext('fr-FR')).newPage();
    await page.goto(`${stack.url}/login?realm=${REALM}`);
    await page.getByRole('button', { name: 'Suivant' }).waitFor();
    expect(await documentLanguage(page)).toBe('fr-FR');
    await page.getByLabel("Nom d'utilisateur").waitFor();
    await page.getByLabel('Mot de passe').waitFor();

    await signIn(page, user);
    await expect.poll(() => heading(page)).toMatch(frenchGreeting(user));
    expect(await page.getByRole('navigation').getByText('Tableau de bord').count()).toBe(1);
    expect(await storedLanguage(page)).toBeNull();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-fr-browser');

    await page.getByRole('button', { name: /^\d+ notifications?$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await bell.getByText('Nouvelle connexion depuis Chrome sous Linux.').waitFor();
  });

  it('leaves no untranslated text on Login and Dashboard in the pseudo-locale', async () => {
    const user = await claimUser();
    const pseudo = await newContext('en-US');
    await pseudo.addInitScript(
      ({ key, locale }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, locale);
      },
      { key: LANGUAGE_KEY, locale: PSEUDO_LOCALE },
    );
    const page = await pseudo.newPage();
    await page.goto(`${stack.url}/login?realm=${REALM}`);
    await page.getByLabel('User Name').waitFor();
    const platformData = [...JOURNEY_TEXTS, REALM, ...(await themeTexts(page))];
    await expect.poll(() => documentLanguage(page)).toBe(PSEUDO_LOCALE);
    expect(await untranslatedTexts(page, platformData)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login-en-XA');

    await signInWithEmptyBell(page, user);
    const allowed = [...platformData, ...(await userTexts(page))];
    expect(await heading(page)).toMatch(
      new RegExp(`^\\[Ĝööð (ɱöŕñîñĝ|åƒţéŕñööñ|éṽéñîñĝ), ${escaped(user.name)}`),
    );
    expect(await untranslatedTexts(page, allowed)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-en-XA');
  });

  it('keeps each word of a long German page title whole on a 360 px phone', async () => {
    const user = await claimUser();
    const page = await (await newContext('de-DE', { width: 360, height: 800 })).newPage();
    await signIn(page, user);
    await page.goto(`${stack.url}/access-reviews`);
    const title = page.getByRole('heading', { level: 1, name: 'Zugriffsüberprüfungen' });
    await title.waitFor();
    expect(await wordsBrokenAcrossLines(title)).toEqual([]);
  });

  it('loads no catalogue but en on an English first load of /dashboard', async () => {
    const user = await claimUser();
    const english = await newContext('en-US');
    const page = await english.newPage();
    await signIn(page, user);
    await page.close();
    const firstLoad = await measureFirstLoad(english, `${stack.url}/dashboard`);
    writeFileSync('reports/first-load-dashboard-en.json', JSON.stringify(firstLoad, null, 2));
    expect(firstLoad.scripts.filter((script) => /\/(fr|de|pseudo-locale)-/.test(script))).toEqual(
      [],
    );
    expect(firstLoad.jsGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });
});
