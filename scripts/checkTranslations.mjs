// Fails (exit 1) when the catalogs are not complete:
//  - a message of the source code is missing from the catalogs (`npm run extract` was not run),
//  - the de and en catalogs hold different messages,
//  - an English message has no translation,
//  - a message is in both catalogs of a language with different texts (Lingui merges the catalogs at
//    run time, so whichever loaded last would win).
// Extraction runs into a temporary directory, so the real catalogs are never touched. With
// `--no-extract` the first check is left out: `npm test` passes it, as `check:generated` has just
// extracted into the catalogs themselves and failed on any difference.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import scopes from './catalogScopes.cjs';

const ROOT = resolve(import.meta.dirname, '..');
/** The catalogs of each language (which texts go where: catalogScopes.cjs). */
const { CATALOGS } = scopes;
const LOCALES = ['de', 'en'];
const catalogPath = (dir, locale, catalog) => join(dir, locale, `${catalog}.po`);

/** Parses a .po file into entries `{ key, msgid, msgstr[] }`; obsolete (`#~`) entries are skipped. */
export function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null;
  const flush = () => {
    if (entry && entry.msgid !== '') entries.push(entry);
    entry = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/);
    if (match) {
      entry ??= { msgctxt: '', msgid: '', msgstr: [] };
      field = match[1];
      append(entry, field, JSON.parse(match[2]), true);
    } else if (line.startsWith('"') && entry && field) {
      append(entry, field, JSON.parse(line), false);
    }
  }
  flush();
  return entries.map((e) => ({ ...e, key: `${e.msgctxt}\u0004${e.msgid}` }));
}

function append(entry, field, value, first) {
  if (field.startsWith('msgstr')) {
    if (first) entry.msgstr.push(value);
    else entry.msgstr[entry.msgstr.length - 1] += value;
  } else if (field === 'msgid_plural') {
    entry.msgidPlural = (first ? '' : (entry.msgidPlural ?? '')) + value;
  } else {
    entry[field] = (first ? '' : entry[field]) + value;
  }
}

const read = (path) => parsePo(readFileSync(path, 'utf8'));
const label = (entry) => (entry.msgctxt ? `[${entry.msgctxt}] ${entry.msgid}` : entry.msgid);

function extractFreshSource() {
  const dir = mkdtempSync(join(tmpdir(), 'lingui-check-'));
  try {
    const config = join(dir, 'lingui.config.mjs');
    const work = scopes.WORK_SOURCES.map((glob) => join(ROOT, glob));
    // Mirrors lingui.config.ts; only the catalogs' location differs.
    writeFileSync(
      config,
      `export default ${JSON.stringify({
        rootDir: ROOT,
        sourceLocale: 'de',
        locales: ['de'],
        format: 'po',
        catalogs: CATALOGS.map((catalog) => ({
          path: join(dir, '{locale}', catalog),
          ...(catalog === 'work' ? { include: work } : { include: [join(ROOT, 'src/web')], exclude: work }),
        })),
      })};\n`,
    );
    execFileSync(join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--config', config, '--workers', '1'], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    return Object.fromEntries(CATALOGS.map((catalog) => [catalog, read(catalogPath(dir, 'de', catalog))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const problems = [];
const fresh = process.argv.includes('--no-extract') ? null : extractFreshSource();
let count = 0;
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      CATALOGS.map((catalog) => [catalog, read(catalogPath(join(ROOT, 'locales'), locale, catalog))]),
    ),
  ]),
);
for (const catalog of CATALOGS) {
  const de = catalogs.de[catalog];
  const en = catalogs.en[catalog];
  const deKeys = new Set(de.map((e) => e.key));
  const enKeys = new Set(en.map((e) => e.key));
  const where = (text) => `${text} (${catalog})`;
  for (const entry of fresh?.[catalog] ?? []) {
    if (!deKeys.has(entry.key)) problems.push(where(`not extracted (run npm run extract): ${label(entry)}`));
  }
  for (const entry of de)
    if (!enKeys.has(entry.key)) problems.push(where(`missing in en catalog: ${label(entry)}`));
  for (const entry of en)
    if (!deKeys.has(entry.key)) problems.push(where(`missing in de catalog: ${label(entry)}`));
  for (const entry of en) {
    if (entry.msgstr.length === 0 || entry.msgstr.some((s) => s.trim() === '')) {
      problems.push(where(`no English translation: ${label(entry)}`));
    }
  }
  count += en.length;
}
// A message in both catalogs of a language must read the same in each.
for (const locale of LOCALES) {
  const seen = new Map();
  for (const catalog of CATALOGS) {
    for (const entry of catalogs[locale][catalog]) {
      const first = seen.get(entry.key);
      if (!first) {
        seen.set(entry.key, { catalog, msgstr: entry.msgstr });
      } else if (JSON.stringify(first.msgstr) !== JSON.stringify(entry.msgstr)) {
        problems.push(
          `different texts in ${first.catalog} and ${catalog} (${locale}): ${label(entry)}: ` +
            `${JSON.stringify(first.msgstr.join(' | '))} vs ${JSON.stringify(entry.msgstr.join(' | '))}`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Translations incomplete or conflicting (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Translations complete: ${count} messages in de and en (${CATALOGS.join(', ')}).`);
