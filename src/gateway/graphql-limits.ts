import { existsSync, readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorCallbackConfiguration } from '@escape.tech/graphql-armor-types';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError, parse, type DocumentNode } from 'graphql';
import type { YogaServerOptions } from 'graphql-yoga';
import { z } from 'zod';
import type { ApiErrorCode } from '../domain/api-error-codes.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext, YogaServerContext } from './context.js';

type LimitsConfig = Pick<
  GatewayConfig,
  | 'NODE_ENV'
  | 'GRAPHQL_TRUSTED_DOCUMENTS'
  | 'GRAPHQL_TRUSTED_DOCUMENTS_FILE'
  | 'GRAPHQL_INTROSPECTION'
  | 'GRAPHQL_MAX_ALIASES'
  | 'GRAPHQL_MAX_DEPTH'
  | 'GRAPHQL_MAX_COST'
  | 'GRAPHQL_MAX_TOKENS'
>;

const manifestSchema = z.record(z.string(), z.string());

/**
 * The UI's build-time documents by hash (the codegen client-preset's manifest), each with the
 * `__typename` selections Apollo Client adds before it sends a document, so the answer fits
 * its cache exactly as if the document had been sent in full.
 */
export function loadTrustedDocuments(file: string): Map<string, DocumentNode> {
  let manifest: Record<string, string>;
  try {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`Cannot read the trusted GraphQL documents from ${file}`, { cause: error });
  }
  return new Map(
    Object.entries(manifest).map(([hash, source]) => [hash, addTypenameToDocument(parse(source))]),
  );
}

/** An armor rejection as a coded GraphQL error naming the limit, before anything executes. */
function rejectWith(limit: string, max: number): GraphQLArmorCallbackConfiguration {
  return {
    propagateOnRejection: false,
    onReject: [
      (context, error) => {
        const coded = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
          extensions: { code: 'QUERY_LIMIT_EXCEEDED' satisfies ApiErrorCode, limit, max },
        });
        // The token limit runs while parsing, where there is no validation context.
        if (!context) throw coded;
        context.reportError(coded);
      },
    ],
  };
}

const trustedDocumentError = (code: string, message: string) => ({
  message,
  extensions: { code, http: { status: 400 } },
});

/**
 * Limits every operation (tokens, aliases, depth, cost); in production also accepts only the
 * UI's trusted documents, and hides the schema (no introspection, no field suggestions).
 */
export function graphqlLimits(
  config: LimitsConfig,
): NonNullable<YogaServerOptions<YogaServerContext, GatewayContext>['plugins']> {
  const production = config.NODE_ENV === 'production';
  const trustedOnly = config.GRAPHQL_TRUSTED_DOCUMENTS ?? production;
  const introspection = config.GRAPHQL_INTROSPECTION ?? !production;
  const file = config.GRAPHQL_TRUSTED_DOCUMENTS_FILE;
  const documents =
    trustedOnly || existsSync(file) ? loadTrustedDocuments(file) : new Map<string, DocumentNode>();

  return [
    usePersistedOperations({
      getPersistedOperation: (hash) => documents.get(hash) ?? null,
      allowArbitraryOperations: !trustedOnly,
      customErrors: {
        persistedQueryOnly: trustedDocumentError(
          'TRUSTED_DOCUMENT_REQUIRED',
          'Only the application’s own operations are accepted: send a trusted document hash',
        ),
        notFound: trustedDocumentError(
          'TRUSTED_DOCUMENT_NOT_FOUND',
          'Unknown trusted document hash',
        ),
        keyNotFound: trustedDocumentError(
          'BAD_REQUEST',
          'Send a GraphQL document or a trusted document hash',
        ),
      },
    }),
    maxTokensPlugin({
      n: config.GRAPHQL_MAX_TOKENS,
      ...rejectWith('tokens', config.GRAPHQL_MAX_TOKENS),
    }),
    maxAliasesPlugin({
      n: config.GRAPHQL_MAX_ALIASES,
      ...rejectWith('aliases', config.GRAPHQL_MAX_ALIASES),
    }),
    maxDepthPlugin({
      n: config.GRAPHQL_MAX_DEPTH,
      ...rejectWith('depth', config.GRAPHQL_MAX_DEPTH),
    }),
    costLimitPlugin({
      maxCost: config.GRAPHQL_MAX_COST,
      ...rejectWith('cost', config.GRAPHQL_MAX_COST),
    }),
    ...(introspection ? [] : [useDisableIntrospection(), blockFieldSuggestionsPlugin()]),
  ];
}
