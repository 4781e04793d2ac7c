import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ClassCode, type ClassLevel, classCode, type Sex } from '@shared/classification';
import { parseDecimal, parseWholeNumber } from '@shared/lenientValues';

/** One rule as the form holds it: numbers as typed (a decimal comma is fine). */
interface RuleRow {
  level: ClassLevel;
  sex: Sex;
  minKm: string;
  minPrizes: string;
  /** Empty: no last-year rule. */
  minLastYearKm: string;
}

export interface RulesValues {
  rules: RuleRow[];
}

export interface RuleInput {
  level: ClassLevel;
  sex: Sex;
  minKm: number;
  minPrizes: number;
  minLastYearKm: number | null;
}

const POSITIVE = msg`Bitte geben Sie eine positive Zahl ein`;
const WHOLE = msg`Bitte geben Sie eine positive ganze Zahl ein`;

export function rulesValues(
  rules: readonly {
    level: ClassLevel;
    sex: Sex;
    minKm: number;
    minPrizes: number;
    minLastYearKm: number | null;
  }[],
): RulesValues {
  return {
    rules: rules.map((rule) => ({
      level: rule.level,
      sex: rule.sex,
      minKm: String(rule.minKm),
      minPrizes: String(rule.minPrizes),
      minLastYearKm: rule.minLastYearKm === null ? '' : String(rule.minLastYearKm),
    })),
  };
}

const positive = (value: number | null) => value !== null && Number.isFinite(value) && value > 0;

/** Positive numbers everywhere (prizes whole); the last-year km may stay empty. Keys: `rules.3.minKm`. */
export function validateRules(values: RulesValues): Record<string, MessageDescriptor> {
  const errors: Record<string, MessageDescriptor> = {};
  values.rules.forEach((rule, index) => {
    if (!positive(parseDecimal(rule.minKm))) errors[`rules.${index}.minKm`] = POSITIVE;
    if (!positive(parseWholeNumber(rule.minPrizes))) errors[`rules.${index}.minPrizes`] = WHOLE;
    if (rule.minLastYearKm.trim() !== '' && !positive(parseDecimal(rule.minLastYearKm)))
      errors[`rules.${index}.minLastYearKm`] = POSITIVE;
  });
  return errors;
}

/** The mutation's input; call after validateRules passed. */
export function toRuleInputs(values: RulesValues): RuleInput[] {
  return values.rules.map((rule) => ({
    level: rule.level,
    sex: rule.sex,
    minKm: parseDecimal(rule.minKm) ?? 0,
    minPrizes: parseWholeNumber(rule.minPrizes) ?? 0,
    minLastYearKm: rule.minLastYearKm.trim() === '' ? null : parseDecimal(rule.minLastYearKm),
  }));
}

/** The form path of a server field like `ELITE_F.minKm`, or null when no input has it. */
export function rulePath(values: RulesValues, serverField: string): string | null {
  const [code, field] = serverField.split('.');
  const index = values.rules.findIndex((rule) => classCode(rule.level, rule.sex) === (code as ClassCode));
  if (index < 0 || !['minKm', 'minPrizes', 'minLastYearKm'].includes(field ?? '')) return null;
  return `rules.${index}.${field}`;
}
