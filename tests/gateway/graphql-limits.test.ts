import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { readFileSync, readdirSync } from 'node:fs';
import { buildSchema, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/gateway/config.js';
import { loadTrustedDocuments } from '../../src/gateway/graphql-limits.js';

const config = loadGatewayConfig({});
const documents = [...loadTrustedDocuments(config.GRAPHQL_TRUSTED_DOCUMENTS_FILE)];
const schemaSource = readdirSync('schema')
  .map((file) => readFileSync(`schema/${file}`, 'utf8'))
  .join('\n');

describe('the default GraphQL limits', () => {
  it('let every operation the UI was built with through', () => {
    const schema = buildSchema(schemaSource);
    expect(documents.length).toBeGreaterThan(10);
    for (const [hash, document] of documents) {
      const rules = [
        maxAliasesRule({ n: config.GRAPHQL_MAX_ALIASES }),
        maxDepthRule({ n: config.GRAPHQL_MAX_DEPTH }),
        costLimitRule({ maxCost: config.GRAPHQL_MAX_COST }),
      ];
      expect(validate(schema, document, rules), hash).toEqual([]);
      const parser = new MaxTokensParserWLexer(print(document), { n: config.GRAPHQL_MAX_TOKENS });
      expect(() => parser.parseDocument(), hash).not.toThrow();
    }
  });

  it('are tight enough to refuse a small amplification', () => {
    const schema = buildSchema(schemaSource);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: serverInfo { realm }`);
    const document = parse(`{ ${aliases.join(' ')} }`);
    expect(() =>
      validate(schema, document, [maxAliasesRule({ n: config.GRAPHQL_MAX_ALIASES })]),
    ).toThrow(/Aliases limit/);
  });
});
