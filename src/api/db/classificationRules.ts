import { asc, sql } from 'drizzle-orm';
import type { ClassRule } from '../../shared/classification.ts';
import type { Database } from './connection.ts';
import { classificationRules } from './schema.ts';

export async function selectClassificationRules(db: Database): Promise<ClassRule[]> {
  return db
    .select({
      level: classificationRules.level,
      sex: classificationRules.sex,
      minKm: classificationRules.minKm,
      minPrizes: classificationRules.minPrizes,
      minLastYearKm: classificationRules.minLastYearKm,
    })
    .from(classificationRules)
    .orderBy(asc(classificationRules.level), asc(classificationRules.sex));
}

/** Writes all given rules in one statement (insert or replace per class and sex). */
export async function upsertClassificationRules(db: Database, rules: ClassRule[], now: Date): Promise<void> {
  if (rules.length === 0) return;
  await db
    .insert(classificationRules)
    .values(rules.map((rule) => ({ ...rule, updatedAt: now })))
    .onConflictDoUpdate({
      target: [classificationRules.level, classificationRules.sex],
      set: {
        minKm: sql`excluded.min_km`,
        minPrizes: sql`excluded.min_prizes`,
        minLastYearKm: sql`excluded.min_last_year_km`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
