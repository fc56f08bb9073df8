import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['src/ui/**/*.{ts,tsx}', '!src/ui/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/ui/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // The gateway's trusted documents in production: src/ui/gql/persisted-documents.json.
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: {
        scalars: { JSON: 'unknown' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    'src/gateway/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { JSON: 'unknown' },
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GatewayContext',
        mappers: {},
      },
    },
  },
};

export default config;
