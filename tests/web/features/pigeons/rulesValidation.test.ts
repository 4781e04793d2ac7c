import { DEFAULT_CLASS_RULES } from '@shared/classification';
import { rulePath, rulesValues, toRuleInputs, validateRules } from '@web/features/pigeons/rulesValidation';
import { describe, expect, it } from 'vitest';

const values = () => rulesValues(DEFAULT_CLASS_RULES);

describe('the class rules form', () => {
  it('starts from the rules in force and gives them back unchanged', () => {
    const start = values();
    expect(start.rules).toHaveLength(12);
    expect(start.rules[0]).toEqual({
      level: 'ELITE',
      sex: 'M',
      minKm: '15000',
      minPrizes: '30',
      minLastYearKm: '1000',
    });
    expect(start.rules[2].minLastYearKm).toBe('');
    expect(validateRules(start)).toEqual({});
    expect(toRuleInputs(start)).toEqual(DEFAULT_CLASS_RULES);
  });

  it('accepts decimal commas and thousands separators', () => {
    const form = values();
    form.rules[1] = { ...form.rules[1], minKm: '12.000,5', minLastYearKm: '500,5' };
    expect(validateRules(form)).toEqual({});
    expect(toRuleInputs(form)[1]).toMatchObject({ minKm: 12000.5, minLastYearKm: 500.5 });
  });

  it('wants positive numbers, prizes whole, the last-year km optional', () => {
    const form = values();
    form.rules[0] = { ...form.rules[0], minKm: '0', minPrizes: '2,5', minLastYearKm: '-1' };
    form.rules[3] = { ...form.rules[3], minKm: 'viel', minPrizes: '' };
    expect(Object.keys(validateRules(form))).toEqual([
      'rules.0.minKm',
      'rules.0.minPrizes',
      'rules.0.minLastYearKm',
      'rules.3.minKm',
      'rules.3.minPrizes',
    ]);
  });

  it('puts a server field like ELITE_F.minKm on its input', () => {
    expect(rulePath(values(), 'ELITE_F.minKm')).toBe('rules.1.minKm');
    expect(rulePath(values(), 'JUNGTAUBE_M.minPrizes')).toBe('rules.10.minPrizes');
    expect(rulePath(values(), 'input')).toBeNull();
    expect(rulePath(values(), 'REST.minKm')).toBeNull();
  });
});
