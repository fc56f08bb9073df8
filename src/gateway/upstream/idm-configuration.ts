import { z } from 'zod';
import type { UpstreamHttp } from './http.js';

const documentSchema = z.record(z.string(), z.unknown());

const configPath = (id: string) => `config/${id.split('/').map(encodeURIComponent).join('/')}`;

/** Configuration objects by id, read and written by revision, as an administrator edits them. */
export function createIdmConfiguration(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    async read(id: string) {
      const { data, revision } = await http.requestWithRevision(documentSchema, {
        path: configPath(id),
        bearer: await accessToken(),
      });
      return { document: data, revision: revision ?? '' };
    },

    async save(id: string, revision: string, document: Record<string, unknown>) {
      const { data, revision: saved } = await http.requestWithRevision(documentSchema, {
        method: 'PUT',
        path: configPath(id),
        headers: { 'if-match': `"${revision}"` },
        body: document,
        bearer: await accessToken(),
      });
      return { document: data, revision: saved ?? '' };
    },
  };
}

export type IdmConfiguration = ReturnType<typeof createIdmConfiguration>;
