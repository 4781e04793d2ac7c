import {
  CLASS_LEVELS,
  type ClassLevel,
  type ClassRule,
  classCode,
  SEXES,
  type Sex,
} from '../../../shared/classification.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { upsertClassificationRules } from '../../db/classificationRules.ts';
import { validationFailed } from '../../errors.ts';
import { announce } from '../events/eventAccess.ts';
import { reclassifyOpenRegistrations } from '../events/registrationsService.ts';

const MAX_KM = 1_000_000;
const MAX_PRIZES = 10_000;

export interface ClassRuleInput {
  level: ClassLevel;
  sex: Sex;
  minKm: number;
  minPrizes: number;
  minLastYearKm?: number | null;
}

/** The class thresholds in force, highest class first, males before females; readable by everyone. */
export async function listClassificationRules(ctx: Pick<GraphQLContext, 'classRules'>): Promise<ClassRule[]> {
  const order = (rule: ClassRule) =>
    CLASS_LEVELS.indexOf(rule.level) * SEXES.length + SEXES.indexOf(rule.sex);
  return [...(await ctx.classRules.get())].sort((a, b) => order(a) - order(b));
}

/**
 * Admin: replaces the given rules (any subset, each class and sex at most once) in one write.
 * Every number is checked first; VALIDATION_FAILED names the field as `ELITE_M.minKm`.
 */
export async function updateClassificationRules(
  ctx: GraphQLContext,
  input: readonly ClassRuleInput[],
): Promise<ClassRule[]> {
  const admin = await requireRole(ctx, 'ADMIN');
  if (input.length === 0) throw validationFailed('input', 'Give at least one rule');
  const seen = new Set<string>();
  const rules = input.map((rule): ClassRule => {
    const code = classCode(rule.level, rule.sex);
    if (seen.has(code)) throw validationFailed(code, `${code} is given twice`);
    seen.add(code);
    return {
      level: rule.level,
      sex: rule.sex,
      minKm: positive(`${code}.minKm`, rule.minKm, MAX_KM, false),
      minPrizes: positive(`${code}.minPrizes`, rule.minPrizes, MAX_PRIZES, true),
      minLastYearKm:
        rule.minLastYearKm === null || rule.minLastYearKm === undefined
          ? null
          : positive(`${code}.minLastYearKm`, rule.minLastYearKm, MAX_KM, false),
    };
  });
  const reclassified = await ctx.db.transaction(async (tx) => {
    await upsertClassificationRules(tx, rules, ctx.now());
    // Other thresholds, other classes: every registration still open follows them.
    return reclassifyOpenRegistrations(tx, ctx.now());
  });
  // Its answer lists the new rules: what was kept goes now, not only once the mutation is done.
  ctx.classRules.clear();
  for (const eventId of reclassified) announce(ctx, eventId);
  ctx.log.info('classification rules updated', { by: admin.id, rules: [...seen] });
  return listClassificationRules(ctx);
}

function positive(field: string, value: number, max: number, whole: boolean): number {
  if (!Number.isFinite(value) || value <= 0) throw validationFailed(field, 'Must be a positive number');
  if (whole && !Number.isInteger(value)) throw validationFailed(field, 'Must be a whole number');
  if (value > max) throw validationFailed(field, `Must be at most ${max}`);
  return value;
}
