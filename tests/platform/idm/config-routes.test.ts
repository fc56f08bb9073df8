import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/platform/idm/config-store.js';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());

type Theme = { _id: string; name: string; isDefault: boolean };

describe('GET /openidm/config', () => {
  it('serves the realm themes to anonymous callers', async () => {
    const response = await idm.app.inject({ method: 'GET', url: '/openidm/config/ui/themerealm' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ _id: string; realm: Record<string, Theme[]> }>();
    expect(body._id).toBe('ui/themerealm');
    expect(Object.keys(body.realm).sort()).toEqual(['/', 'alpha', 'bravo']);
    expect(body.realm.alpha?.map((theme) => [theme.name, theme.isDefault])).toEqual([
      ['Starter Theme', true],
      ['Contrast', false],
    ]);
  });

  it('serves locale overrides anonymously, with _fields', async () => {
    const all = await idm.app.inject({ method: 'GET', url: '/openidm/config/uilocale/fr' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ _id: 'uilocale/fr', enduser: {}, shared: {} });
    const shared = await idm.app.inject({
      method: 'GET',
      url: '/openidm/config/uilocale/de?_fields=shared',
    });
    expect(Object.keys(shared.json()).sort()).toEqual(['_id', 'shared']);
  });

  it('answers 404 for a locale without overrides', async () => {
    const response = await idm.app.inject({ method: 'GET', url: '/openidm/config/uilocale/pt-BR' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, reason: 'Not Found' });
  });

  it('requires a principal for other configuration', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: '/openidm/config/ui/configuration',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, reason: 'Unauthorized' });
  });

  it('forbids other configuration to end users', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: '/openidm/config/managed',
      headers: bearer('alpha-demo'),
    });
    expect(response.statusCode).toBe(403);
  });

  it('serves any configuration to the administrator', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: '/openidm/config/ui/features',
      headers: bearer('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ features: unknown[] }>().features).toHaveLength(11);
    expect(response.headers.etag).toBe('"1"');
  });

  it("never serves or overwrites access management's own documents, even to the administrator", async () => {
    const read = await idm.app.inject({
      method: 'GET',
      url: '/openidm/config/am/oidc-keys',
      headers: bearer('admin'),
    });
    expect(read.statusCode).toBe(404);
    const write = await idm.app.inject({
      method: 'PUT',
      url: '/openidm/config/am/oidc-keys',
      payload: { jwks: { keys: [] } },
      headers: bearer('admin'),
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('PUT /openidm/config', () => {
  const put = (id: string, body: unknown, headers: Record<string, string>) =>
    idm.app.inject({
      method: 'PUT',
      url: `/openidm/config/${id}`,
      payload: body as object,
      headers,
    });

  it('needs the administrator', async () => {
    expect((await put('ui/features', { features: [] }, {})).statusCode).toBe(401);
    expect((await put('ui/features', { features: [] }, bearer('alpha-demo'))).statusCode).toBe(403);
    expect((await readConfig(idm.db, 'ui/features'))?.doc.features).toHaveLength(11);
  });

  it('replaces a document when If-Match matches, and bumps the revision', async () => {
    const themes = await idm.app.inject({ method: 'GET', url: '/openidm/config/ui/themerealm' });
    const body = themes.json<{ realm: Record<string, Theme[]> }>();
    expect(body).not.toHaveProperty('_rev');
    body.realm.bravo![0]!.name = 'Bravo Blue';
    const rev = Number(themes.headers.etag?.replace(/"/g, ''));
    const response = await put('ui/themerealm', body, {
      ...bearer('admin'),
      'if-match': `"${rev}"`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: 'ui/themerealm' });
    expect(response.headers.etag).toBe(`"${rev + 1}"`);
    const stored = await readConfig(idm.db, 'ui/themerealm');
    expect((stored?.doc.realm as Record<string, Theme[]>).bravo![0]!.name).toBe('Bravo Blue');
    expect(stored?.rev).toBe(rev + 1);
    const activity = await idm.db
      .selectFrom('admin_activity')
      .selectAll()
      .where('object_id', '=', 'ui/themerealm')
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({
      object_type: 'config',
      operation: 'update',
      user_name: 'amadmin',
    });
    expect(JSON.stringify(activity.after)).toContain('Bravo Blue');
    expect(JSON.stringify(activity.before)).not.toContain('Bravo Blue');
    expect(stored?.doc).not.toHaveProperty('_id');
  });

  it('answers 412 to a stale If-Match and keeps the stored document', async () => {
    const before = await readConfig(idm.db, 'uilocale/fr');
    const response = await put(
      'uilocale/fr',
      { enduser: {}, shared: {} },
      { ...bearer('admin'), 'if-match': '"99"' },
    );
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ code: 412, reason: 'Precondition Failed' });
    expect(await readConfig(idm.db, 'uilocale/fr')).toEqual(before);
  });

  it('creates a document without If-Match', async () => {
    const response = await put(
      'uilocale/es',
      { enduser: { hola: 'Hola' }, shared: {} },
      bearer('admin'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: 'uilocale/es',
      enduser: { hola: 'Hola' },
      shared: {},
    });
    const anonymous = await idm.app.inject({ method: 'GET', url: '/openidm/config/uilocale/es' });
    expect(anonymous.json()).toMatchObject({ enduser: { hola: 'Hola' } });
  });

  it('rejects a managed configuration that routes could not read', async () => {
    const response = await put('managed', { objects: [{ name: 'x' }] }, bearer('admin'));
    expect(response.statusCode).toBe(400);
    expect((await readConfig(idm.db, 'managed'))?.rev).toBe(1);
  });

  it('rejects a body that is not an object', async () => {
    const response = await put('ui/features', [1, 2], bearer('admin'));
    expect(response.statusCode).toBe(400);
  });
});
