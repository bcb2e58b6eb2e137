/**
 * The import aliases are declared once (package.json "imports") and mirrored where a tool cannot read them
 * (tsconfig.json "paths"); scripts/codemod-imports.mjs rewrites climbing relative imports into them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewrite } from './codemod-imports.mjs';
import { importMap, root, viteAliases } from './import-aliases.mjs';

describe('import aliases', () => {
  it('package.json declares #generated, #web, #server and #shared', () => {
    expect(importMap()).toEqual({
      '#generated/*': './generated/*',
      '#web/*': './src/web/*',
      '#server/*': './src/server/*',
      '#shared/*': './src/shared/*',
    });
  });

  it('tsconfig.json "paths" mirror package.json "imports"', () => {
    const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
    const mirrored = Object.fromEntries(Object.entries(importMap()).map(([key, target]) => [key, [target]]));
    expect(tsconfig.compilerOptions.paths).toEqual(mirrored);
  });

  it('Vite gets one alias per entry, mapping #web/x to src/web/x', () => {
    const web = viteAliases().find((a) => a.find.test('#web/lib/page'));
    expect(web?.replacement).toBe(`${path.join(root, 'src/web')}/`);
    expect('#web/lib/page'.replace(web!.find, web!.replacement)).toBe(path.join(root, 'src/web/lib/page'));
    expect(viteAliases()).toHaveLength(4);
  });
});

describe('scripts/codemod-imports.mjs', () => {
  const file = path.join(root, 'src/web/features/auth/login-page.tsx');
  const source = [
    "import loginValidators from '../../../../generated/validators/login-request';",
    "import { notify } from '../../lib/notify';",
    "import { fieldErrorsOf } from './api';",
    "import './auth.css';",
    "export { company } from '../../../shared/company';",
    "const page = () => import('../dashboard/dashboard-page');",
    "vi.mock('../../lib/api', async () => ({}));",
    "const text = 'see ../../lib/notify';",
  ].join('\n');

  it('rewrites every climbing import into its alias and keeps same-folder imports', () => {
    expect(rewrite(file, source).split('\n')).toEqual([
      "import loginValidators from '#generated/validators/login-request';",
      "import { notify } from '#web/lib/notify';",
      "import { fieldErrorsOf } from './api';",
      "import './auth.css';",
      "export { company } from '#shared/company';",
      "const page = () => import('#web/features/dashboard/dashboard-page');",
      "vi.mock('#web/lib/api', async () => ({}));",
      "const text = 'see ../../lib/notify';",
    ]);
  });

  it('is idempotent', () => {
    const once = rewrite(file, source);
    expect(rewrite(file, once)).toBe(once);
  });

  it('keeps a climbing import whose target lies under no alias', () => {
    const spec = path.join(root, 'tests/e2e/smoke.spec.ts');
    const line = "import { launchChromium } from '../support/browser';";
    expect(rewrite(spec, line)).toBe(line);
    expect(rewrite(spec, "import { x } from '../../src/server/envelope.js';")).toBe(
      "import { x } from '#server/envelope.js';",
    );
  });
});
