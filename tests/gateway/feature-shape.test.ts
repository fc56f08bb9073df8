import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESOLVERS } from '../../src/gateway/resolvers/all-resolvers.js';
import { buildSchema } from '../../src/gateway/schema.js';

const featureNames = (dir: string, extension: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length));

describe('gateway features', () => {
  it('pair every schema/<feature>.graphql but core with a resolvers/<feature>.ts', () => {
    const schemas = featureNames('schema', '.graphql').filter((name) => name !== 'core');
    const resolvers = featureNames('src/gateway/resolvers', '.ts').filter(
      (name) => name !== 'all-resolvers',
    );
    expect(resolvers.sort()).toEqual(schemas.sort());
  });

  it('resolve every root field of the schema', () => {
    const schema = buildSchema('schema');
    const roots = { Query: schema.getQueryType(), Mutation: schema.getMutationType() };
    for (const [name, type] of Object.entries(roots)) {
      const resolved = Object.keys(RESOLVERS[name as keyof typeof roots] ?? {}).sort();
      expect(resolved, name).toEqual(Object.keys(type?.getFields() ?? { missing: true }).sort());
    }
  });
});
