import type { ImportProblemParams } from '../../../shared/importProblems.ts';
import { requireRole } from '../../auth/viewer.ts';
import { readFlightFileOffThread } from '../../import/flightFilePool.ts';
import { announce } from '../events/eventAccess.ts';
import type {
  ImportFileReport,
  ImportProblemParams as ImportProblemParamsResult,
  Resolvers,
} from '../generated/resolvers.ts';
import { decodeImportFiles } from './importFiles.ts';
import { type FileReport, importFlightFiles } from './importService.ts';

// Enough to fix a file by; problemCount still says how many there are.
const MAX_PROBLEMS_SHOWN = 1000;

export const importResolvers: Resolvers = {
  Mutation: {
    importFlightData: async (_p, args, ctx) => {
      const admin = await requireRole(ctx, 'ADMIN');
      const files = decodeImportFiles(args.files);
      const reports = await importFlightFiles(ctx.db, files, {
        dryRun: args.dryRun,
        now: ctx.now(),
        log: ctx.log,
        announce: (eventId) => announce(ctx, eventId),
        read: readFlightFileOffThread,
      });
      const sum = (key: 'added' | 'unchanged' | 'rejected') => reports.reduce((n, r) => n + r[key], 0);
      ctx.log.info('flight data import', {
        by: admin.id,
        dryRun: args.dryRun,
        files: reports.map((r) => ({ name: r.name, rows: r.rowCount, added: r.added, rejected: r.rejected })),
      });
      return {
        dryRun: args.dryRun,
        files: reports.map(toFileReport),
        added: sum('added'),
        unchanged: sum('unchanged'),
        rejected: sum('rejected'),
        problemCount: reports.reduce((n, r) => n + r.problems.length, 0),
      };
    },
  },
};

function toFileReport(report: FileReport): ImportFileReport {
  return {
    name: report.name,
    format: report.format,
    encoding: report.encoding,
    delimiter: report.delimiter,
    columns: report.columns,
    preview: report.preview,
    rows: report.rowCount,
    added: report.added,
    unchanged: report.unchanged,
    rejected: report.rejected,
    problemCount: report.problems.length,
    problems: report.problems
      .slice(0, MAX_PROBLEMS_SHOWN)
      .map((p) => ({ file: report.name, ...p, params: toParams(p.params) })),
  };
}

// Every parameter the schema knows, null where the code needs none.
function toParams(params: ImportProblemParams): ImportProblemParamsResult {
  return {
    limit: params.limit ?? null,
    otherLine: params.otherLine ?? null,
    firstLine: params.firstLine ?? null,
    example: params.example ?? null,
    participants: params.participants ?? null,
    dateYear: params.dateYear ?? null,
  };
}
