import type { CodegenConfig } from '@graphql-codegen/cli';

// scripts/check-generated.mjs points these at a temp folder to compare fresh output with the committed one.
const schemaFile = process.env['CODEGEN_SCHEMA'] ?? 'schema/schema.graphql';
const outputFolder = process.env['CODEGEN_OUT'] ?? 'client/src/gql/';

/** Typed documents for the web client, generated from the schema the server emits. */
const config: CodegenConfig = {
  schema: schemaFile,
  documents: ['client/src/**/*.{ts,tsx,graphql}', '!client/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    [outputFolder]: {
      preset: 'client',
      presetConfig: {
        // Named so it is not mistaken for a React hook (Apollo has its own useFragment).
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string', Money: 'number' },
      },
    },
  },
};

export default config;
