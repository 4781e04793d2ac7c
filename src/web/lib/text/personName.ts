import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the pages call someone whose account was deleted: the API names them with an empty
 * `shownName` (their results, ratings and payments stay, their name does not; docs/domain.md,
 * Accounts).
 */
const FORMER_MEMBER = msg`ehemaliges Mitglied`;

/** A person as the API names them (`shownName`), or "ehemaliges Mitglied" when the name was erased. */
export function personName(i18n: I18n, shownName: string): string {
  return shownName === '' ? i18n._(FORMER_MEMBER) : shownName;
}
