// The import rules of .dependency-cruiser.cjs (run by `npm run lint`) catch each kind of violation:
// the fixture under tests/fixtures/boundaries breaks every rule once on purpose.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const depcruise = (cwd: string, config: string) =>
  spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', '--config', config],
    {
      cwd,
      encoding: 'utf8',
    },
  );

describe('the import boundaries', () => {
  it('fail the lint on every kind of violation, naming the rule and the import', () => {
    const run = depcruise(join(ROOT, 'tests/fixtures/boundaries'), join(ROOT, '.dependency-cruiser.cjs'));
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('shared-is-pure: src/shared/rule.ts → src/api/server.ts');
    expect(run.stdout).toContain('api-not-web: src/api/server.ts → src/web/page.ts');
    expect(run.stdout).toContain('web-not-api: src/web/page.ts → src/api/server.ts');
    expect(run.stdout).toContain(
      'features-stay-apart: src/web/features/one/one.ts → src/web/features/two/two.ts',
    );
    expect(run.stdout).toContain(
      'work-texts-below-apollo: src/web/lib/shown.ts → src/web/features/judging/card.ts',
    );
  }, 60_000);
});
