import path from 'node:path';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import graphQLConfig from './graphql.config.json' with { type: 'json' };
import tseslint from 'typescript-eslint';

const FEATURES_DIR = path.resolve(import.meta.dirname, 'src/ui/features');

/** The feature folder a file lies in, or null outside src/ui/features. */
function featureOf(file) {
  const relative = path.relative(FEATURES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? feature : null;
}

/** Features do not import each other: shared parts go to src/ui/components, compositions to src/ui/app. */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move the shared part to src/ui/components, or compose the two in src/ui/app.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.scratch',
      'reports',
      'src/ui/gql',
      'src/gateway/generated',
      // Generated from schema/*.graphql, which the schema rules lint.
      'schema.graphql',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    // Every GraphQL file (and every document embedded in src/ui) is checked against the whole
    // schema, schema/*.graphql, as graphql.config.json declares it.
    files: ['**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
    plugins: { '@graphql-eslint': graphqlPlugin },
  },
  {
    files: ['schema/*.graphql'],
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      '@graphql-eslint/require-description': 'off',
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/description-style': ['error', { style: 'inline' }],
      // Field and enum names mirror the platform's REST vocabulary (productVersion, add/remove/replace).
      '@graphql-eslint/no-typename-prefix': 'off',
      '@graphql-eslint/naming-convention': 'off',
    },
  },
  {
    files: ['src/**/*.graphql'],
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': 'off',
      '@graphql-eslint/require-selections': 'off',
    },
  },
  {
    files: ['src/domain/**', 'src/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/ui/**', '**/gateway/**', '**/platform/**', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/gateway/**', '**/platform/**'] }],
    },
  },
  {
    files: ['src/ui/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'local/no-cross-feature-imports': 'error' },
  },
  {
    files: ['src/gateway/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/platform/**', '**/ui/**'] }] },
  },
  {
    files: ['src/platform/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/gateway/**', '**/ui/**'] }] },
  },
  { files: ['**/*.js', 'eslint.config.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.graphql'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
);
