// @ts-check
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleBoundaries } from './server/eslint-module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'client/src/gql/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Test doubles and GraphQL results are loosely typed on purpose; production code stays typed.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    // The shared rules run in the browser and in Node alike: they import only each other, never the server, the
    // client or a library.
    files: ['rules/src/**/*.ts'],
    ignores: ['rules/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$)',
              message:
                'A rule imports only its neighbours in rules/src (./name.js): no server, client or library code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Who may do what is decided in one place, the permission catalogue (server/src/platform/auth/permissions.ts):
    // modules ask can()/requirePermission(), they never test roles themselves.
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression > MemberExpression.callee[property.name=/^(includes|some|every|indexOf|find|filter)$/] > MemberExpression.object[property.name='roles']",
          message:
            "Don't test roles in a module: name the operation in the permission catalogue and use can()/requirePermission().",
        },
        {
          selector: 'Identifier[name=/^(isStaff|requireStaff|STAFF_ROLES|[A-Z_]*_ROLES|hasRole)$/]',
          message: "Don't keep a local list of staff roles: use the permission catalogue's can()/requirePermission().",
        },
        {
          selector: 'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(support|sales|admin)$/]',
          message: "Don't compare with a role name: use the permission catalogue's can()/requirePermission().",
        },
      ],
    },
  },
  ...moduleBoundaries,
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The build replaces each graphql() call with an import of the generated `<Name>Document`; a local constant
      // of that name would clash with it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "VariableDeclarator[id.name=/Document$/] > CallExpression.init[callee.name='graphql']",
          message:
            'Name the constant <Name>Query, <Name>Mutation or <Name>Fragment: <Name>Document is the generated name.',
        },
      ],
    },
  },
  {
    // Operations live in graphql() calls beside their components; the processor lints them as documents.
    files: ['client/src/**/*.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['client/src/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/operations-recommended'].rules,
      '@graphql-eslint/naming-convention': [
        'error',
        {
          VariableDefinition: 'camelCase',
          OperationDefinition: {
            style: 'PascalCase',
            forbiddenPrefixes: ['Query', 'Mutation', 'Subscription', 'Get'],
            forbiddenSuffixes: ['Query', 'Mutation', 'Subscription'],
          },
          // A fragment is named after the component that renders it: ProductCard_product.
          FragmentDefinition: { requiredPattern: /^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/ },
        },
      ],
    },
  },
);
