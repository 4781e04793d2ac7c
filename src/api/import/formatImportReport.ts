import type { FileReport } from '../schema/import/importService.ts';

/** The summary the web shows, as text: per file what was read, the counts and every problem. */
export function formatImportReport(reports: readonly FileReport[], dryRun: boolean): string {
  const lines: string[] = [];
  const total = { added: 0, unchanged: 0, rejected: 0, problems: 0 };
  for (const r of reports) {
    const how =
      r.format === null
        ? 'unreadable'
        : [r.format, r.encoding, r.delimiter && `delimiter ${JSON.stringify(r.delimiter)}`]
            .filter(Boolean)
            .join(', ');
    lines.push(
      `${r.name}: ${how}; ${r.rowCount} rows: ${r.added} ${dryRun ? 'to add' : 'added'}, ${r.unchanged} unchanged, ${r.rejected} rejected`,
    );
    if (r.columns.length > 0)
      lines.push(`  columns: ${r.columns.map((c) => `${c.header} → ${c.field ?? '(unused)'}`).join(', ')}`);
    for (const p of r.problems) {
      const where = [p.line === null ? 'file' : `line ${p.line}`, p.field].filter(Boolean).join(', ');
      const value = p.value === null ? '' : ` (${JSON.stringify(p.value)})`;
      lines.push(`  ${where}: ${p.message}${value} [${p.code}]`);
    }
    total.added += r.added;
    total.unchanged += r.unchanged;
    total.rejected += r.rejected;
    total.problems += r.problems.length;
  }
  lines.push(
    `${dryRun ? 'Dry run, nothing written' : 'Total'}: ${total.added} ${dryRun ? 'to add' : 'added'}, ${total.unchanged} unchanged, ${total.rejected} rejected, ${total.problems} problems`,
  );
  if (total.problems === 0 && !dryRun) lines.push('import data processed successfully');
  return `${lines.join('\n')}\n`;
}
