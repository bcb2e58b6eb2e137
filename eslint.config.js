// ESLint flat config: the layering of src/ (src/web/README.md, src/server/handlers/README.md) checked by a tool.
// `npm run lint` runs it; `npm test` runs it in the static stage; scripts/lint-zones.test.ts proves each zone
// reports a deliberate violation.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { SERVER_CONTEXTS } from './scripts/server-contexts.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = folders('src/web/features');
const handlerFolders = folders('src/server/handlers');
const staffFolders = folders('src/web/features/staff');
/** Which other staff tag folders a staff tag folder may import (a screen that opens another tag's dialog). */
const STAFF_USES = {
  customers: ['money-back'],
  deposits: ['refunds'],
  'money-back': ['refunds'],
  support: ['customers', 'refunds'],
};


/**
 * The zones. Each says: files under `target` must not import files under `from` (except the `except` paths, which are
 * relative to `from`). Feature and handler folders are read from disk, so a new folder is covered without editing this.
 */
export const zones = [
  // A web feature imports no other feature, and not app/ (app/ is the only layer that combines features).
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move the shared part to src/web/lib or src/web/components.',
  })),
  // The staff console: one folder per contract tag (ADR 076). A tag folder imports shared/ and only the tag folders
  // STAFF_USES names (the dialogs one screen borrows from another tag); shared/ imports no tag folder.
  ...staffFolders.map((folder) => ({
    target: `./src/web/features/staff/${folder}`,
    from: './src/web/features/staff',
    except: [`./${folder}`, ...(folder === 'shared' ? [] : ['./shared']), ...(STAFF_USES[folder] ?? []).map((f) => `./${f}`)],
    message: 'A staff tag folder imports shared/ and the folders STAFF_USES lists (eslint.config.js), no other.',
  })),
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features do not import app/: app/ combines features, not the other way round.',
  },
  // lib/ and components/ know no feature and no app.
  {
    target: ['./src/web/lib', './src/web/components'],
    from: ['./src/web/features', './src/web/app'],
    message: 'lib/ and components/ have no feature knowledge: pass what they need as props or parameters.',
  },
  // A server handler folder imports no other handler folder; shared server code lives in src/server/lib.
  ...handlerFolders.map((folder) => ({
    target: `./src/server/handlers/${folder}`,
    from: './src/server/handlers',
    except: [`./${folder}`, './define.ts'],
    message: 'A handler folder imports no other handler folder: move the shared code to src/server/lib.',
  })),
  // A server context imports only the contexts below it (SERVER_CONTEXTS, lowest first).
  ...SERVER_CONTEXTS.slice(0, -1).map((context, i) => ({
    target: `./src/server/lib/${context}/**/!(*.test).ts`, // tests may set up a scene from any context
    from: SERVER_CONTEXTS.slice(i + 1).map((above) => `./src/server/lib/${above}`),
    message: `lib/${context} imports only the contexts below it (${SERVER_CONTEXTS.slice(0, i).join(', ') || 'none'}): move the code down, or pass it in as a parameter.`,
  })),
  // The pipeline and the domain know no handler: app.ts hands the registry to plugins/openapi.ts (ADR 032).
  {
    // Their tests may build the app with the registry.
    target: ['./src/server/plugins/**/!(*.test).ts', './src/server/lib/**/!(*.test).ts'],
    from: './src/server/handlers',
    except: ['./define.ts'],
    message: 'Plugins and lib import no handler (only the types of handlers/define.ts): app.ts hands them the registry.',
  },
  // Web and server never import each other; shared/ imports neither; generated/ is imported, never importing.
  { target: './src/web', from: './src/server', message: 'The SPA never imports server code (use src/shared).' },
  { target: './src/server', from: './src/web', message: 'The server never imports SPA code (use src/shared).' },
  {
    target: './src/shared',
    from: ['./src/web', './src/server'],
    message: 'src/shared is pure TypeScript used by both sides: it imports neither.',
  },
];

const DEEP_RELATIVE = {
  regex: '^\\.\\./\\.\\./',
  message: 'Use the import alias (#web/…, #server/…, #shared/…, #generated/…) instead of ../../ (node scripts/codemod-imports.mjs).',
};

export default tseslint.config(
  {
    ignores: ['generated/**', 'dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'coverage/**', '**/*.d.mts', 'scripts/lint-fixtures/**'],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // `_name` marks an intentionally unused parameter or binding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse imported .ts/.tsx files with the TypeScript parser too (no-cycle reads them), resolve as tsc does.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Imports that climb two folders or more use the package.json "imports" aliases (docs/decisions/014).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_RELATIVE] }] },
  },
  {
    // Every API call of a feature goes through that feature's api.ts (one place per endpoint for hooks and options).
    files: ['src/web/features/**/*.{ts,tsx}'],
    ignores: ['src/web/features/*/api.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DEEP_RELATIVE,
            {
              regex: '(^|/)lib/api$',
              importNames: ['$api', 'client'],
              message: "Call the API through the feature's api.ts (add a hook there).",
            },
          ],
        },
      ],
    },
  },
);
