// ESLint for the whole repository (run from the root: eslint -c tests/lint/eslint.config.js .).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules that build zod schemas: the app may import their types only, so zod stays out of its first load. */
const SCHEMA_MODULES = ['@/domain/api/api', '@/domain/user/user', '@/domain/photo/photo', '@/domain/week/week', '@/domain/diary/diary', 'zod'];
const SCHEMAS_AS_TYPES = SCHEMA_MODULES.map((name) => ({ name, allowTypeImports: true, message: 'Import types only: schemas pull zod into the first load.' }));
/** The sync engine and the registry of every feature's mutators load with the first change (src/sync/outbox/request-sync.ts). */
const ENGINE_MESSAGE = "Import request-sync or queue-edits: the engine and the registry of every feature's mutators load with the first change.";
const ENGINE_AS_TYPES = ['@/sync/outbox/sync-engine', '@/sync/outbox/replay', '@/sync/outbox/registry'].map((name) => ({ name, allowTypeImports: true, message: ENGINE_MESSAGE }));
/** Screens read IndexedDB through their slice's hooks and stores: only src/db, src/sync and a feature's .ts modules touch it. */
const DATA_MESSAGE = "Read and write through the feature's hooks and stores (its .ts modules), not from a component.";
const NO_DEXIE = [
  { name: 'dexie', message: DATA_MESSAGE },
  { name: 'dexie-react-hooks', message: DATA_MESSAGE },
  { name: '@/db/database', allowTypeImports: true, message: DATA_MESSAGE },
];
const NO_DATABASE = { regex: '^\\.\\.?/(.*/)?db/database$', allowTypeImports: true, message: DATA_MESSAGE };

/** An import of one of these folders of src, by alias or by a relative path. */
const importOf = (folders, message) => ({ regex: `^(@|\\.\\.(/\\.\\.)*)/(${folders.join('|')})(/|$)`, message });
/** The client's layers: src/app (the shell) imports the features, the features import src/ui, never the other way. */
const NOT_THE_SHELL = importOf(['app'], 'The shell (src/app) imports features, not the other way round.');
const NOT_A_FEATURE = importOf(['features', 'app'], 'src/ui holds shared primitives: it imports no feature and not the shell (src/app).');
/** src/sync may call a slice's data modules (its mutators and stores), never its components or hooks. */
const NO_REACT_FROM_FEATURES = { regex: '^@/features/.*/(use-[^/]*|[A-Z][^/]*)$', caseSensitive: true, message: 'src/sync uses a slice\'s mutators and stores, never its components or hooks.' };

const restrictImports = (paths, patterns = []) => ({ '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'build/**', 'node_modules/**', 'data/**', 'src/routeTree.gen.ts', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // The device's live reads take their dependency list as useEffect does (src/db/use-device-query.ts).
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useDeviceQuery$' }],
    },
  },
  {
    // The app's layers: only the http client (src/sync/transport) calls fetch, and zod schemas are types only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/domain/**'],
    rules: {
      ...restrictImports(SCHEMAS_AS_TYPES),
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.name='fetch']", message: 'Only the http client (src/sync/transport) calls fetch.' }],
    },
  },
  {
    files: ['server/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/sync/transport/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Each block below lists every import restriction of its files: a later block's rule replaces an earlier one's.
  {
    files: ['src/sync/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: restrictImports(SCHEMAS_AS_TYPES, [NO_REACT_FROM_FEATURES]),
  },
  {
    files: ['src/app/**', 'src/routes/**', 'src/i18n/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: restrictImports([...SCHEMAS_AS_TYPES, ...NO_DEXIE], [NO_DATABASE]),
  },
  {
    // A feature's components: no Dexie, no database.
    files: ['src/features/**/*.tsx'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: restrictImports([...SCHEMAS_AS_TYPES, ...ENGINE_AS_TYPES, ...NO_DEXIE], [NOT_THE_SHELL, NO_DATABASE]),
  },
  {
    // A feature's .ts modules (its stores, mutators and hooks) are the slice's data layer: they may use IndexedDB.
    files: ['src/features/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: restrictImports([...SCHEMAS_AS_TYPES, ...ENGINE_AS_TYPES], [NOT_THE_SHELL]),
  },
  {
    files: ['src/ui/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: restrictImports([...SCHEMAS_AS_TYPES, ...ENGINE_AS_TYPES, ...NO_DEXIE], [NOT_A_FEATURE, NO_DATABASE]),
  },
);
