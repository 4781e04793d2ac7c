/**
 * The one closed list of business error codes: the association's original list, then our own.
 * The server puts one of these in `extensions.code`; the web maps each to a text in one place.
 */
export const ERROR_CODES = [
  'CLIENT_NOT_FOUND',
  'CLIENT_ALREADY_EXISTS',
  'LOGIN_FAILED',
  'CLIENT_NOT_VERIFIED',
  'CLIENT_ALREADY_VERIFIED',
  'NO_PASSWORD',
  'MISSING_CREDENTIALS',
  'PIGEON_NOT_FOUND',
  'PIGEON_ALREADY_EXISTS',
  'PIGEON_ALREADY_REGISTERED',
  'PIGEON_PRICE_NOT_FOUND',
  'PIGEON_PRICE_IN_FUTURE',
  'PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE',
  'PIGEON_PRICE_RANKING_MUST_BE_POSITIVE',
  'PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE',
  'CAGE_NOT_FOUND',
  'NO_CAGES_FOR_EVENT',
  'CAGE_NUMBER_MUST_BE_POSITIVE',
  'NO_PIGEON_CLASSES_FOUND',
  'EVENT_NOT_FOUND',
  'EVENT_REGISTRATION_DEADLINE_PASSED',
  'EVENT_RATINGS_NOT_FINISHED',
  'RATING_MUST_BE_POSITIVE',
  'NOT_AUTHORIZED',
  'JSON_PARSE_ERROR',
  // Ours: what the original list has no code for.
  'EVENT_ENDED',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
  'RESET_TOKEN_INVALID',
  'INTERNAL_SERVER_ERROR',
  // Ours, a change of e-mail address: its link is unknown, used, replaced or expired; the current
  // password it asks for is wrong.
  'EMAIL_CHANGE_TOKEN_INVALID',
  'CURRENT_PASSWORD_WRONG',
  // Ours, event lifecycle (see docs/domain.md).
  'EVENT_REGISTRATION_OPEN',
  'EVENT_ALREADY_STARTED',
  'EVENT_NOT_STARTED',
  'CAGES_MANUALLY_CHANGED',
  'CLASSES_WITHOUT_JUDGE',
  // Ours, judging: an op id sent again with another payload; a late op id an admin cannot find; a
  // tablet's ops sent with another account's session; a judge rating a pigeon of their own.
  'IDEMPOTENCY_KEY_REUSED',
  'JUDGING_OP_NOT_FOUND',
  'OPS_OF_OTHER_ACCOUNT',
  'OWN_PIGEON',
  // Ours, requests themselves: too big or deep to run, not GraphQL, or not valid for the schema.
  'QUERY_TOO_COMPLEX',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  // Ours, requests from elsewhere: a page of another site, or a login sent as a GET (which any
  // page can make a browser send).
  'REQUEST_REFUSED',
  // Ours, load: the server has more judging batches in hand than it can apply; HTTP 503 with
  // Retry-After, and the tablet sends again after it.
  'SERVER_BUSY',
  // Ours, deleting one's own account (docs/domain.md, Accounts): what keeps it, said rather than
  // refused silently. The last superadmin; a judge of a show not ended yet; pigeons in a show
  // past its deadline and not ended yet; entry fees still open. The shows are named in
  // `extensions.eventTitles`.
  'ACCOUNT_DELETION_LAST_SUPERADMIN',
  'ACCOUNT_DELETION_JUDGE_OF_SHOW',
  'ACCOUNT_DELETION_PIGEONS_IN_SHOW',
  'ACCOUNT_DELETION_FEES_OPEN',
  // Ours, ring claims (docs/domain.md): no such claim; the office has decided it already; the ring
  // is free or the claimant's own, so there is nothing to claim.
  'RING_CLAIM_NOT_FOUND',
  'RING_CLAIM_DECIDED',
  'RING_NOT_HELD_BY_OTHER',
  // Ours, provisional and final results (docs/domain.md): finalising before the objection deadline
  // (unless early), or with an objection unanswered; anything that would change final results; an
  // objection after the deadline; an unknown objection.
  'OBJECTION_PERIOD_RUNNING',
  'OBJECTIONS_OPEN',
  'RESULTS_FINAL',
  'OBJECTION_PERIOD_OVER',
  'OBJECTION_NOT_FOUND',
  // Finalising while a late rating waits for the office's decision; accepting a late rating that
  // would override the office's correction of its cage; one more objection while one to the same
  // cage, or too many, wait.
  'LATE_RATINGS_OPEN',
  'JUDGEMENT_CORRECTED',
  'OBJECTION_OPEN',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
