import type { CodegenConfig } from '@graphql-codegen/cli';

// One contract (src/api/schema/**/*.graphql), three generated sides: resolver types for the server,
// typed documents for the web, typed documents for the tests (tests/ and e2e/). Each output names its
// own documents, so the web's never hold a test's operation. Generated files are committed and never
// edited by hand.
const documentConfig = { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } };

const config: CodegenConfig = {
  schema: 'src/api/schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'src/api/schema/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../../context.ts#GraphQLContext',
        scalars: { DateTime: 'string' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        // Types whose fields resolve lazily from a server-side model instead of a plain object.
        mappers: {
          Event: '../events/eventModel.ts#EventModel',
          EventResults: '../results/resolvers.ts#EventResultsModel',
        },
      },
    },
    'src/web/gql/': {
      documents: ['src/web/**/*.{ts,tsx}', '!src/web/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: documentConfig,
    },
    // Documents the schema must refuse (limits, syntax, unknown fields) stay plain strings in the
    // tests: only what is written inside `graphql(...)` is read here, and it must validate. The
    // Apollo cache test writes documents of a made-up schema of its own.
    'tests/gql/': {
      documents: [
        'tests/**/*.{ts,tsx}',
        'e2e/**/*.ts',
        '!tests/gql/**',
        '!tests/web/lib/apollo/persistCache.test.ts',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: documentConfig,
    },
  },
};

export default config;
