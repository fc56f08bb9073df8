import { describe, expect, it } from 'vitest';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { createIdmNotifications } from '../../src/gateway/upstream/idm-notifications.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const notifications = () =>
  createIdmNotifications(
    createUpstreamHttp({ service: 'idm', baseUrl: upstream.url, timeoutMs: 5_000 }),
    () => Promise.resolve('token-1'),
  );

describe('the IDM notifications', () => {
  it('reads a user’s list past any cache, newest first', async () => {
    answers.push({
      status: 200,
      body: {
        _notifications: [
          {
            _id: 'a',
            message: 'older',
            createDate: '2026-11-01T10:00:00Z',
            notificationType: 'info',
          },
          {
            _id: 'b',
            message: 'newer',
            createDate: '2026-11-02T10:00:00Z',
            notificationType: 'info',
          },
        ],
      },
    });
    const list = await notifications().notifications('managed/alpha_user', 'u 1');
    expect(list.map((item) => item._id)).toEqual(['b', 'a']);
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/managed/alpha_user/u%201?_fields=_notifications%2F*',
    });
    expect(received[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
    });
  });
});
