import type { CodegenConfig } from '@graphql-codegen/cli';

// One contract (src/api/schema/**/*.graphql), two generated sides: resolver types for the server,
// typed documents for the web. Generated files are committed and never edited by hand.
const config: CodegenConfig = {
  schema: 'src/api/schema/**/*.graphql',
  documents: ['src/web/**/*.{ts,tsx}', '!src/web/gql/**'],
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
        mappers: { Event: '../events/eventModel.ts#EventModel' },
      },
    },
    'src/web/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
