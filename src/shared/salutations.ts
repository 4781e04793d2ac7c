/** How letters address an account's holder; an account without one (null) is greeted by full name. */
export const SALUTATIONS = ['FRAU', 'HERR'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
