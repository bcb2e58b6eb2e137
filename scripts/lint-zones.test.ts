/**
 * The lint zones of eslint.config.js report what they forbid. Each case lints a one-line file placed (virtually)
 * inside a zone and importing a real file from the forbidden side, and expects exactly that rule to report it;
 * the allowed cases prove the same config stays quiet for imports the layering permits.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_CONTEXTS } from './server-contexts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesReported(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const ZONE = 'import-x/no-restricted-paths';

describe('lint zones (eslint.config.js)', () => {
  it.each([
    ['a web feature imports another feature', 'src/web/features/auth/fixture.ts', "import '../twofactor/api';"],
    ['a web feature imports app/', 'src/web/features/auth/fixture.ts', "import '#web/app/routes';"],
    ['lib/ imports a feature', 'src/web/lib/fixture.ts', "import '../features/auth/api';"],
    ['components/ imports a feature', 'src/web/components/fixture.tsx', "import '../features/twofactor/api';"],
    ['components/ imports app/', 'src/web/components/fixture.tsx', "import '../app/routes';"],
    [
      'a handler folder imports another handler folder',
      'src/server/handlers/auth/fixture.ts',
      "import '../twofactor/enable-two-factor.js';",
    ],
    ['a plugin imports the handler registry', 'src/server/plugins/fixture.ts', "import '#server/handlers/registry.js';"],
    ['lib imports a handler', 'src/server/lib/fixture.ts', "import '#server/handlers/auth/login.js';"],
    ['a server context imports a context above it', 'src/server/lib/ledger/fixture.ts', "import '#server/lib/payments/payments.js';"],
    ['platform imports identity', 'src/server/lib/platform/fixture.ts', "import type { Principal } from '#server/lib/identity/principal.js';\nexport type X = Principal;"],
    ['a server context imports the console views', 'src/server/lib/privacy/fixture.ts', "import '#server/lib/console/staff-customers.js';"],
    ['the web imports the server', 'src/web/lib/fixture.ts', "import '#server/envelope.js';"],
    ['the server imports the web', 'src/server/lib/fixture.ts', "import '#web/lib/page';"],
    ['shared/ imports the web', 'src/shared/fixture.ts', "import '../web/lib/page';"],
  ])('%s: reported', async (_name, file, source) => {
    const reported = await rulesReported(file, source);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(new RegExp(`^${ZONE}: Unexpected path`));
  });

  it.each([
    ['a feature imports lib/ and components/', 'src/web/features/auth/fixture.ts', "import '#web/lib/page';\nimport '#web/components/logo';"],
    ['a feature imports its own files', 'src/web/features/auth/fixture.ts', "import './api';"],
    ['a handler imports server/lib and define.ts', 'src/server/handlers/auth/fixture.ts', "import '#server/lib/identity/tokens.js';\nimport '../define.js';"],
    ['a server context imports the contexts below it', 'src/server/lib/money-back/fixture.ts', "import '#server/lib/payments/payments.js';\nimport '#server/lib/ledger/ledger.js';\nimport '#server/lib/platform/audit.js';"],
    ['both sides import shared/', 'src/server/lib/fixture.ts', "import '#shared/company.js';"],
    ['a plugin imports the types of handlers/define.ts', 'src/server/plugins/fixture.ts', "import type { BoundHandler } from '#server/handlers/define.js';\nexport type X = BoundHandler;"],
  ])('%s: allowed', async (_name, file, source) => {
    expect(await rulesReported(file, source)).toEqual([]);
  });

  it("a feature page calling $api directly is reported (API calls go through the feature's api.ts)", async () => {
    const source = "import { $api } from '#web/lib/api';\nexport const use = () => $api.useQuery('get', '/dashboard');";
    expect(await rulesReported('src/web/features/profile/fixture-page.tsx', source)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Call the API through the feature's api\.ts/),
    ]);
    expect(await rulesReported('src/web/features/profile/api.ts', source)).toEqual([]);
  });

  it('a deep relative import (../../) in src/ is reported: imports that leave their folder use the aliases', async () => {
    expect(await rulesReported('src/web/features/auth/fixture.ts', "import '../../lib/page';")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*#web\/…/),
    ]);
    expect(await rulesReported('src/web/features/auth/fixture.ts', "import '#web/lib/page';\nimport '../public/site/page-banner';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: /),
    ]);
  });

  it('an import cycle is reported by import-x/no-cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'scripts/lint-fixtures/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('the ordered list of server contexts names every folder of src/server/lib, once', () => {
    const onDisk = readdirSync(path.join(root, 'src/server/lib'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect([...SERVER_CONTEXTS].sort()).toEqual(onDisk.sort());
    expect(new Set(SERVER_CONTEXTS).size).toBe(SERVER_CONTEXTS.length);
  });
});
