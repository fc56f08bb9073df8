import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const GENERATED_DOCUMENTS = fileURLToPath(new URL('./src/ui/gql/graphql.ts', import.meta.url));
const UI_SOURCE = /\/src\/ui\/(?!gql\/)[^?]*\.tsx?$/;
const GRAPHQL_CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\s*\)/g;
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

function readGeneratedDocuments(): Map<string, string> {
  const source = readFileSync(GENERATED_DOCUMENTS, 'utf8');
  return new Map(
    [...source.matchAll(GENERATED_DOCUMENT)].map(([, name = '', json = '']) => [name, json]),
  );
}

/**
 * Replaces each colocated `graphql(`...`)` call with its generated document, like the
 * client-preset's Babel/SWC plugins, but inlined rather than imported: every screen's chunk then
 * carries only its own documents, instead of all of them travelling in the entry chunk.
 */
function inlineGeneratedDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'identity-console:inline-generated-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      documents = readGeneratedDocuments();
      this.addWatchFile(GENERATED_DOCUMENTS);
    },
    transform(code, id) {
      if (!UI_SOURCE.test(id) || !code.includes('graphql(')) return null;
      const transformed = code.replace(GRAPHQL_CALL, (_call, kind: string, name: string) => {
        const exportName = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const document = documents.get(exportName);
        if (!document) this.error(`${name} has no generated document; run graphql-codegen`);
        return `(${document})`;
      });
      return transformed === code ? null : { code: transformed, map: null };
    },
  };
}

export default defineConfig({
  root: 'src/ui',
  // rxjs (under Apollo Client) offers its ES2015 build under this condition: smaller than the ES5 default.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  publicDir: 'public',
  plugins: [inlineGeneratedDocuments(), react()],
  build: {
    outDir: '../../dist/ui',
    emptyOutDir: true,
    manifest: true,
    // Maps for error reports and local debugging, without a comment in every chunk users download.
    sourcemap: 'hidden',
    // A lazy screen preloads its stylesheets only; its scripts' own imports fetch the rest. Listing
    // every script each screen needs put about 3.5 KB (gzip) of file names in every first load.
    modulePreload: {
      resolveDependencies: (_file, deps, context) =>
        context.hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rollupOptions: {
      // Every lazy import in the entry lists the stylesheets it preloads: short names keep that list small.
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        assetFileNames: 'assets/a-[hash][extname]',
        // Everything the entry imports statically goes into one chunk with it. Left alone, Rolldown
        // split what lazy screens share with the entry into 16 small chunks, which cost /login and
        // /dashboard about 4.6 KB (gzip) more, as each file is compressed on its own.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:8080',
      '/auth': 'http://localhost:8080',
    },
  },
});
