import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Selectable } from 'kysely';
import { isStorableText } from '../../../domain/json-limits.js';
import type { Db } from '../../store/db.js';
import { jsonb } from '../../store/db.js';
import type { OidcPayloadsTable } from '../../store/schema.js';

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function epochSeconds(date: Date | string): number {
  return Math.floor(new Date(date).getTime() / 1000);
}

/**
 * oidc-provider's storage in the oidc_payloads table. Each realm's provider has its own
 * namespace: the model column holds `<realm>/<Model>`, so one realm's tokens are unknown to another.
 */
export class OidcPayloadAdapter implements Adapter {
  readonly model: string;

  constructor(
    private readonly db: Db,
    realm: string,
    modelName: string,
  ) {
    this.model = `${realm}/${modelName}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload: jsonb(payload),
      grant_id: optionalText(payload.grantId),
      user_code: optionalText(payload.userCode),
      uid: optionalText(payload.uid),
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumed_at: typeof payload.consumed === 'number' ? new Date(payload.consumed * 1000) : null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ model: this.model, id, ...columns })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(columns))
      .execute();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    if (!isStorableText(id)) return;
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    if (!isStorableText(id)) return;
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!isStorableText(grantId)) return;
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.model)
      .where('grant_id', '=', grantId)
      .execute();
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    // An identifier the store cannot hold (a client_id with a NUL, say) names nothing.
    if (!isStorableText(value)) return undefined;
    const row = await this.db
      .selectFrom('oidc_payloads')
      .selectAll()
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirst();
    return row ? toPayload(row) : undefined;
  }
}

function toPayload(row: Selectable<OidcPayloadsTable>): AdapterPayload {
  const payload: AdapterPayload = { ...row.payload };
  if (row.consumed_at) payload.consumed = epochSeconds(row.consumed_at);
  return payload;
}

export function oidcAdapterFactory(db: Db, realm: string): AdapterFactory {
  return (modelName) => new OidcPayloadAdapter(db, realm, modelName);
}

export async function deleteExpiredOidcPayloads(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<=', now).execute();
}
