// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { featureZones, foldersIn, serverModuleZones } from './scripts/lint-fences.mjs';

/**
 * Layer directions (docs/decisions/001-workspace-layout.md), checked twice: by file path for
 * relative imports (import/no-restricted-paths), and by package specifier for `@zappy/*`
 * imports (no-restricted-imports below), since the resolver doesn't read `exports` maps.
 * apps -> packages; locales (every language's words) imports nothing of ours, and every other
 * package may import it; contract -> site-model; site-renderer -> site-model;
 * ai -> contract, site-model, site-renderer's stages and helpers (docs/decisions/010-one-site-recipe.md).
 * Packages never import apps, Fastify or React. Web features never import each other.
 * fixtures -> ai, contract, site-model, and only tests, benchmarks and scripts import fixtures.
 */
const packageZones = [
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  {
    target: './packages/locales',
    from: [
      './packages/site-model',
      './packages/contract',
      './packages/site-renderer',
      './packages/ai',
    ],
    message: 'locales is below every other package: it holds words and imports nothing of ours.',
  },
  {
    target: './packages/site-model',
    from: ['./packages/contract', './packages/site-renderer', './packages/ai'],
    message: 'site-model builds on locales only.',
  },
  {
    target: './packages/contract',
    from: ['./packages/site-renderer', './packages/ai'],
    message: 'contract builds on site-model only.',
  },
  {
    target: './packages/ai',
    from: ['./packages/site-renderer/src/render.ts', './packages/site-renderer/src/export.ts'],
    message:
      "The site recipe renders through the renderer's stages (@zappy/site-renderer/stages), never render or export.",
  },
  {
    target: './packages/site-renderer',
    from: ['./packages/contract', './packages/ai'],
    message: 'site-renderer builds on site-model only.',
  },
  {
    target: './packages/fixtures',
    from: './packages/site-renderer',
    message: 'Fixtures build on ai, contract and site-model; the renderer tests with them.',
  },
  {
    target: [
      './apps',
      './packages/locales',
      './packages/site-model',
      './packages/contract',
      './packages/site-renderer',
      './packages/ai',
    ],
    from: './packages/fixtures',
    message: 'Import fixtures as @zappy/fixtures/*, and only from tests.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  ...serverZones(),
  { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
];

/**
 * Server layers (apps/server/README.md): db, lib, plugins and jobs import no module (modules
 * register their job kinds and ports). Every module folder is fenced: it may import only what
 * `allowed` gives it (a module not listed imports no other module), one way only, along the path
 * generation -> websites -> deployments -> versions, customization -> websites,
 * generation -> wizard, generation -> photos -> customization, hosting -> versions,
 * wizard -> photos, wizard -> customization (the image step's photos and uploads, decision 032),
 * and domains -> websites (owners' own domains, decision 035).
 */
function serverZones() {
  const src = './apps/server/src';
  const allowed = {
    versions: [],
    hosting: ['versions'],
    deployments: ['versions'],
    websites: ['versions', 'deployments'],
    customization: ['websites', 'versions'],
    email: ['websites'],
    leads: ['websites'],
    integrations: ['customization', 'websites'],
    photos: ['customization'],
    wizard: ['photos', 'customization'],
    generation: ['websites', 'versions', 'wizard', 'photos'],
    domains: ['websites', 'deployments', 'versions'],
  };
  const modules = foldersIn(new URL('./apps/server/src/modules', import.meta.url));
  return [
    ...['db', 'lib', 'plugins', 'jobs'].map((layer) => ({
      target: `${src}/${layer}`,
      from: `${src}/modules`,
      message: `${layer}/ imports no module: modules plug into it.`,
    })),
    ...serverModuleZones(`${src}/modules`, modules, allowed),
  ];
}

/** Packages are pure: no framework, no I/O (tests excepted). */
const FRAMEWORK_FREE = [
  {
    group: ['fastify', '@fastify/*', 'react', 'react-dom', 'react/*'],
    message: 'Packages are framework-free.',
  },
  {
    group: ['node:fs', 'node:fs/*', 'node:net', 'node:http', 'fs', 'http'],
    message: 'Packages do no I/O.',
  },
];

/** Sample data and test helpers stay out of everything that runs in production. */
const NO_FIXTURES = {
  group: ['@zappy/fixtures', '@zappy/fixtures/*'],
  message: '@zappy/fixtures is for tests, benchmarks and scripts only.',
};

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**'];

/** What each package may not import, by specifier. */
const PACKAGE_LAYERS = [
  {
    name: 'locales',
    forbidden: [{ group: ['@zappy/*'], message: 'locales imports nothing of ours.' }],
  },
  {
    name: 'site-model',
    forbidden: [
      {
        group: ['@zappy/*', '!@zappy/locales', '!@zappy/locales/*'],
        message: 'site-model builds on locales only.',
      },
    ],
  },
  {
    name: 'contract',
    forbidden: [
      {
        group: ['@zappy/site-renderer', '@zappy/site-renderer/*', '@zappy/ai', '@zappy/ai/*'],
        message: 'contract builds on site-model only.',
      },
    ],
  },
  {
    name: 'site-renderer',
    forbidden: [
      {
        group: ['@zappy/contract', '@zappy/contract/*', '@zappy/ai', '@zappy/ai/*'],
        message: 'site-renderer builds on site-model only.',
      },
    ],
  },
  {
    name: 'ai',
    forbidden: [
      {
        group: ['@zappy/site-renderer/render', '@zappy/site-renderer/export'],
        message:
          "The site recipe renders through the renderer's stages (@zappy/site-renderer/stages), never render or export.",
      },
    ],
  },
  {
    name: 'fixtures',
    forbidden: [
      {
        group: ['@zappy/site-renderer', '@zappy/site-renderer/*'],
        message: 'Fixtures build on ai, contract and site-model; the renderer tests with them.',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'bench/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: packageZones }],
      'import/no-duplicates': 'error',
      'import/first': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  ...PACKAGE_LAYERS.map(({ name, forbidden }) => ({
    files: [`packages/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden,
            {
              group: ['@zappy/server', '@zappy/server/*', '@zappy/web', '@zappy/web/*'],
              message: 'Packages never import apps.',
            },
            ...FRAMEWORK_FREE,
            NO_FIXTURES,
          ],
        },
      ],
    },
  })),
  {
    // Tests of packages may do I/O (browsers, servers) and use @zappy/fixtures; the layer
    // directions by path still hold.
    files: TEST_FILES.map((glob) => `packages/${glob}`),
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FIXTURES] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...packageZones,
            // Features are composed by app/, never by each other.
            ...featureZones(
              './apps/web/src/features',
              foldersIn(new URL('./apps/web/src/features', import.meta.url)),
            ),
          ],
        },
      ],
    },
  },
  {
    // Fastify plugins are async by contract even when registering routes needs no await.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The end-to-end harness starts the built server itself.
    files: ['apps/web/e2e/support/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: [
      'scripts/**',
      'apps/*/scripts/**',
      'bench/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/e2e/**',
      '**/test/**',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
