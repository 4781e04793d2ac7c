// The build's split of `@mdi/js` (scripts/vite/iconModules.ts): each icon a module of its own. Vitest
// builds without the plugin, so its hooks are called here.
import { join } from 'node:path';
import { mdiTrophyOutline } from '@mdi/js';
import { pluginHook } from '@tests/support/vitePluginHook';
import { describe, expect, it } from 'vitest';
import { ICON_ID, iconModules } from '../../../../scripts/vite/iconModules.ts';

const IMPORTER = join(import.meta.dirname, '../../../../src/web/lib/example/Example.tsx');

const plugin = iconModules({ include: /src[\\/]web[\\/].*\.[jt]sx?$/ });

const hook = (name: 'resolveId' | 'load' | 'transform') => pluginHook(plugin, name);

const transform = hook('transform') as (code: string, id: string) => Promise<{ code: string } | null>;
const load = hook('load') as (id: string) => { code: string; moduleSideEffects: boolean };

describe("the icons' modules", () => {
  it('export the same path as @mdi/js, and nothing else', () => {
    expect(hook('resolveId')('virtual:mdi-icon/mdiTrophyOutline')).toBe(`${ICON_ID}mdiTrophyOutline`);
    const loaded = load(`${ICON_ID}mdiTrophyOutline`);
    expect(loaded.moduleSideEffects).toBe(false);
    const match = /^export const (\w+) = (".*");\n$/.exec(loaded.code);
    expect(match?.[1]).toBe('mdiTrophyOutline');
    expect(JSON.parse(match![2])).toBe(mdiTrophyOutline);
  });

  it('name an icon @mdi/js lacks', () => {
    expect(() => load(`${ICON_ID}mdiGone`)).toThrow('@mdi/js has no icon mdiGone');
    expect(() => load(`${ICON_ID}toString`)).toThrow('@mdi/js has no icon toString');
  });
});

describe('imports of @mdi/js', () => {
  it('become one import per icon, aliases kept, on the lines they were on', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { mdiCheck, mdiTrophyOutline as Trophy } from '@mdi/js';",
      'export const all = [mdiCheck, Trophy, useState];',
    ].join('\n');
    expect((await transform(code, IMPORTER))?.code.split('\n')).toEqual([
      "import { useState } from 'react';",
      "import { mdiCheck } from 'virtual:mdi-icon/mdiCheck'; " +
        "import { mdiTrophyOutline as Trophy } from 'virtual:mdi-icon/mdiTrophyOutline';",
      'export const all = [mdiCheck, Trophy, useState];',
    ]);
  });

  it('split an import over several lines and keep the line count', async () => {
    const code = "import {\n  mdiMenu,\n  mdiTranslate,\n} from '@mdi/js';\nuse();";
    const result = await transform(code, IMPORTER);
    expect(result?.code.split('\n')).toHaveLength(5);
    expect(result?.code).not.toContain('@mdi/js');
    expect(result?.code.match(/from 'virtual:mdi-icon\/\w+'/g)).toEqual([
      "from 'virtual:mdi-icon/mdiMenu'",
      "from 'virtual:mdi-icon/mdiTranslate'",
    ]);
  });

  it('leave other imports and modules alone', async () => {
    const code = "import { mdiCheck } from '@mdi/js';\nimport { Button } from '@mantine/core';\n";
    expect((await transform(code, IMPORTER))?.code).toBe(
      "import { mdiCheck } from 'virtual:mdi-icon/mdiCheck';\nimport { Button } from '@mantine/core';\n",
    );
    expect(await transform("import { mdiCheck } from './icons';", IMPORTER)).toBeNull();
    expect(await transform('export const mdi = 1;', IMPORTER)).toBeNull();
  });

  it('refuse an import of all the icons', async () => {
    await expect(transform("import * as icons from '@mdi/js';", IMPORTER)).rejects.toThrow(
      /only named imports from @mdi\/js/,
    );
  });
});
