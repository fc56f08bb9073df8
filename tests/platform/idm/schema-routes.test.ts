import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createIdmTestApp, type IdmTestApp } from './idm-test-app.js';

let idm: IdmTestApp;
beforeAll(async () => {
  idm = await createIdmTestApp();
}, 60_000);
afterAll(() => idm.close());

describe('GET /openidm/schema/managed/{object}', () => {
  it('answers the object schema', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: '/openidm/schema/managed/alpha_user',
      headers: bearer('alpha-demo'),
    });
    expect(response.statusCode).toBe(200);
    const schema = response.json<{
      _id: string;
      type: string;
      title: string;
      order: string[];
      required: string[];
      properties: Record<string, { type: unknown; viewable: boolean; userEditable: boolean }>;
    }>();
    expect(schema).toMatchObject({
      _id: 'managed/alpha_user',
      type: 'object',
      title: 'Alpha realm - Users',
    });
    expect(schema.required).toEqual(['userName', 'givenName', 'sn', 'mail']);
    expect(schema.order.slice(0, 5)).toEqual(['userName', 'password', 'givenName', 'sn', 'mail']);
    expect(schema.properties.password).toMatchObject({ viewable: false });
    expect(schema.properties.telephoneNumber?.type).toEqual(['string', 'null']);
    expect(schema.properties.accountStatus).toMatchObject({ userEditable: false });
    expect(Object.keys(schema.properties).sort()).toEqual([...schema.order].sort());
  });

  it('needs a principal', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: '/openidm/schema/managed/alpha_user',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 for an unknown object', async () => {
    const response = await idm.app.inject({
      method: 'GET',
      url: '/openidm/schema/managed/charlie_user',
      headers: bearer('admin'),
    });
    expect(response.statusCode).toBe(404);
  });
});
