/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * What an entry of a show's audit trail records (src/shared/auditTrail.ts): a judge's rating or
 * skip (from the tablet, or typed in by the office from a paper card), or the office's decision on
 * a rating that arrived after the end.
 */
export type AuditEntryKind =
  /** The office corrected the judgement after the end, with a reason (correctJudgement). */
  | 'CORRECTION'
  | 'LATE_ACCEPTED'
  | 'LATE_REJECTED'
  | 'RATING'
  | 'SKIP';

/** A class without the sex: what a classification rule is for. */
export type ClassLevel =
  | 'ELITE'
  | 'JAEHRIGE'
  | 'JUNGTAUBE'
  | 'KLASSE1'
  | 'KLASSE2'
  | 'KLASSE3';

/** Positive numbers, else VALIDATION_FAILED with field e.g. ELITE_M.minKm (minPrizes a whole number). */
export type ClassificationRuleInput = {
  level: ClassLevel;
  minKm: number;
  minLastYearKm?: number | null | undefined;
  minPrizes: number;
  sex: Sex;
};

/**
 * Texts 1..200 characters (houseNumber, zipCode 1..20; description optional, up to 10,000), else
 * VALIDATION_FAILED naming the field (location fields as e.g. "city"). eventStart before
 * registrationDeadline: VALIDATION_FAILED field "eventStart", 'Event cannot start before the
 * registration date'. ratingScheme defaults to German show practice when left out
 * (8–9, 8–9, 17–19, 27–29, 27–29, step 0.25). Fees in euro cents, 0..100000 (else VALIDATION_FAILED
 * naming the field); left out: 0 for a new event, unchanged for an existing one. From the deadline on
 * a changed fee is refused with EVENT_REGISTRATION_DEADLINE_PASSED.
 */
export type EventInput = {
  breederFeeCents?: number | null | undefined;
  description?: string | null | undefined;
  eventStart: string;
  eventType: EventType;
  location: EventLocationInput;
  /** Days after the end during which breeders may object, 0–60 (VALIDATION_FAILED field objectionDays); 7 when left out on creation, unchanged on an update. */
  objectionDays?: number | null | undefined;
  pigeonFeeCents?: number | null | undefined;
  ratingScheme?: RatingSchemeInput | null | undefined;
  registrationDeadline: string;
  title: string;
};

export type EventLocationInput = {
  city: string;
  /** ISO 3166-1 alpha-2 code of a European country, either case; else VALIDATION_FAILED field country. */
  country: string;
  houseNumber: string;
  street: string;
  zipCode: string;
};

/**
 * Lifecycle of an event. OPEN (or DRAFT) turns CLOSED by itself when the registration
 * deadline passes; STARTED and ENDED follow the admin's startEvent and endEvent.
 */
export type EventStatus =
  | 'CLOSED'
  | 'DRAFT'
  | 'ENDED'
  | 'OPEN'
  | 'STARTED';

/**
 * What kind of show an event is (named in the reader's language by the app): local club show,
 * district, regional, national, young birds', special (one breed or colour), international, other.
 */
export type EventType =
  | 'DISTRICT'
  | 'INTERNATIONAL'
  | 'LOCAL'
  | 'NATIONAL'
  | 'OTHER'
  | 'REGIONAL'
  | 'SPECIAL'
  | 'YOUNG_BIRDS';

/** A column of a flight-result file (headers in German or English). */
export type FlightResultField =
  | 'averageDistance'
  | 'date'
  | 'distance'
  | 'participants'
  | 'ranking'
  | 'releaseLocation'
  | 'ring'
  | 'year';

/** A file to import: its name and its bytes in base64 (a data: URL prefix is accepted). */
export type ImportFileInput = {
  contentBase64: string;
  name: string;
};

export type ImportFormat =
  | 'CSV'
  | 'XLSX';

/** Replaces the judges of one class; an empty judgeIds removes them. */
export type JudgeAssignmentInput = {
  classCode: PigeonClass;
  judgeIds: Array<string | number>;
};

export type JudgeTendency =
  | 'MORE_LENIENT'
  | 'STRICTER';

/** What a tablet says of one show it holds ratings of. */
export type JudgingDeviceEventReport = {
  eventId: string | number;
  /** The judge's time of the oldest of those (not kept when pendingCount is 0). */
  oldestPendingAt?: string | null | undefined;
  /** Ratings of this show on the tablet not yet taken by the server, leaving out the ops sent in the same call: 0..100000. */
  pendingCount: number;
  /** The show's cages and the app are stored for judging without network. */
  readyForOffline: boolean;
};

/** What a judge's tablet says about itself and the shows it holds ratings of. */
export type JudgingDeviceReport = {
  /** The app version the tablet runs: 1..40 characters after trimming. */
  appVersion: string;
  /** Battery charge 0..1, where the browser tells (null: unknown). */
  batteryLevel?: number | null | undefined;
  /** Whether the tablet is charging, where the browser tells (null: unknown). */
  charging?: boolean | null | undefined;
  /** A random id the tablet chose once and keeps: 8..64 characters of A-Z a-z 0-9 _ -. */
  deviceId: string | number;
  /**
   * 0..50 entries, one per show (a show given twice is refused). Entries for shows the caller judges
   * no class of, or that do not exist, are left out: a tablet may still hold a show its judge was
   * taken off.
   */
  events: Array<JudgingDeviceEventReport>;
  /** A short name for the tablet (from its browser, or as the judge renamed it): 1..40 characters after trimming. */
  name: string;
  /** Whether the browser keeps the tablet's data for good (null: unknown). */
  storagePersisted?: boolean | null | undefined;
};

export type JudgingKind =
  | 'RATE'
  | 'SKIP';

/**
 * One rating (RATE with scores) or skip (SKIP with skipReason) of one cage. opId is a UUID made by
 * the tablet once and never changed on retry: it is the idempotency key. note: up to 500 characters.
 */
export type JudgingOpInput = {
  cageId: string | number;
  /** When the judge decided: the tablet's clock corrected by the server's (see clockVerified). */
  clientTime: string;
  /**
   * False when the tablet had never heard from the server when it made the op, so its clientTime is
   * its own clock's unchecked word: the server then orders the op by its arrival, never by the claim
   * (one tablet's ops keep their order: it sends them in order). Default true.
   */
  clockVerified?: boolean | null | undefined;
  eventId: string | number;
  kind: JudgingKind;
  note?: string | null | undefined;
  opId: string | number;
  scores?: JudgingScoresInput | null | undefined;
  skipReason?: SkipReason | null | undefined;
};

/**
 * APPLIED: recorded now (it decides the cage unless a later op already does). DUPLICATE: this opId
 * was applied before; nothing changed. REJECTED: not applied, see code and message (a replay of a
 * refused op answers the same refusal).
 */
export type JudgingOutcome =
  | 'APPLIED'
  | 'DUPLICATE'
  | 'REJECTED';

export type JudgingScoresInput = {
  back: number;
  boneStructure: number;
  generalImpression: number;
  musculature: number;
  wings: number;
};

export type Language =
  | 'de'
  | 'en';

export type LateOpStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED';

/** OPEN until the office answers; UPHELD (the breeder was right) or REJECTED then. */
export type ObjectionStatus =
  | 'OPEN'
  | 'REJECTED'
  | 'UPHELD';

/** How the show office recorded a payment. */
export type PaymentMethod =
  | 'CASH'
  | 'TRANSFER';

/** Show class codes: level and sex, or REST (uncategorised). */
export type PigeonClass =
  | 'ELITE_F'
  | 'ELITE_M'
  | 'JAEHRIGE_F'
  | 'JAEHRIGE_M'
  | 'JUNGTAUBE_F'
  | 'JUNGTAUBE_M'
  | 'KLASSE1_F'
  | 'KLASSE1_M'
  | 'KLASSE2_F'
  | 'KLASSE2_M'
  | 'KLASSE3_F'
  | 'KLASSE3_M'
  | 'REST';

/**
 * ringNumber is read leniently (DV-06976-21-134, DV 6976 21 134, 6976 21 0134W, D6976.21.0140) and
 * in the Belgian, Dutch, Polish and British forms (BE21-1234567, NL 2021-1234567, PL-0123-21-1234,
 * GB21N12345); invalid: VALIDATION_FAILED field "ringNumber"; taken: PIGEON_ALREADY_EXISTS field "ringNumber".
 * color: 1..40 characters, else VALIDATION_FAILED field "color".
 */
export type PigeonInput = {
  color: string;
  ringNumber: string;
  sex: Sex;
};

/** min > 0, max ≥ min, step > 0 and (max − min) a multiple of step; else VALIDATION_FAILED field e.g. ratingScheme.back.step. */
export type RatingBoundsInput = {
  max: number;
  min: number;
  step: number;
};

export type RatingSchemeInput = {
  back: RatingBoundsInput;
  boneStructure: RatingBoundsInput;
  generalImpression: RatingBoundsInput;
  musculature: RatingBoundsInput;
  wings: RatingBoundsInput;
};

/** RESULTS: the mail when the event ended (or sent again). UPDATED: after accepted late ratings. */
export type ResultsMailKind =
  | 'RESULTS'
  | 'UPDATED';

/**
 * Where a breeder's results mail stands: WAITING to be sent (first try due), SENT (the SMTP server
 * accepted it), RETRYING after a failure (tried again after a back-off), FAILED (given up after ten
 * tries in a row, until the office sends it again).
 */
export type ResultsMailState =
  | 'FAILED'
  | 'RETRYING'
  | 'SENT'
  | 'WAITING';

/**
 * Where an event's results stand (src/shared/resultsStatus.ts): from the end PROVISIONAL, open to
 * objections until the objection deadline and to the office's corrections; FINAL once the office
 * finalised them, after which nothing about them changes.
 */
export type ResultsStatus =
  | 'FINAL'
  | 'PROVISIONAL';

/** What became of a ring claim: OPEN until the show office decides. */
export type RingClaimStatus =
  | 'OPEN'
  | 'REJECTED'
  | 'TRANSFERRED';

/** Roles rank BREEDER < JUDGE < ADMIN < SUPERADMIN. */
export type Role =
  | 'ADMIN'
  | 'BREEDER'
  | 'JUDGE'
  | 'SUPERADMIN';

/** How mails address an account's holder: Frau/Herr (Ms/Mr) and the last name. */
export type Salutation =
  | 'FRAU'
  | 'HERR';

/** Sex of a pigeon: M male (cock), F female (hen). */
export type Sex =
  | 'F'
  | 'M';

/** Why a cage was skipped. */
export type SkipReason =
  | 'ABSENT'
  | 'OTHER'
  | 'SICK';

/**
 * Which criterion told a ranked breeder apart from the ranked breeders with the same sum: their best,
 * second or third total; SHARED when all three are equal too (they share the rank).
 */
export type TieBreak =
  | 'BEST'
  | 'SECOND'
  | 'SHARED'
  | 'THIRD';

export type AccountsJourneyRegisterJanaMutationVariables = Exact<{
  email: string;
  pwdHash: string;
}>;


export type AccountsJourneyRegisterJanaMutation = { registerClient: { token: string } };

export type AccountsJourneyVerifyMutationVariables = Exact<{
  code: string;
}>;


export type AccountsJourneyVerifyMutation = { verifyClient: boolean };

export type AccountsJourneyRegisterUweMutationVariables = Exact<{
  email: string;
  pwdHash: string;
}>;


export type AccountsJourneyRegisterUweMutation = { registerClient: { token: string } };

export type CertificatesJourneyBreederQueryVariables = Exact<{ [key: string]: never; }>;


export type CertificatesJourneyBreederQuery = { getClientByJWT: { firstName: string, lastName: string } };

export type CertificatesJourneyResultsQueryVariables = Exact<{
  id: string | number;
}>;


export type CertificatesJourneyResultsQuery = { eventResults: { event: { resultsStatus: ResultsStatus | null }, champions: Array<{ shownName: string }>, classes: Array<{ entries: Array<{ place: number | null }> }> } };

export type CertificatesJourneyFinalizeMutationVariables = Exact<{
  id: string | number;
}>;


export type CertificatesJourneyFinalizeMutation = { finalizeResults: { id: string } };

export type CrossSiteJourneyLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type CrossSiteJourneyLoginQuery = { loginClient: { client: { email: string } } };

export type CrossSiteJourneyAdminQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type CrossSiteJourneyAdminQuery = { loginClient: { client: { email: string } } };

export type EventsJourneyUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type EventsJourneyUpdateEventMutation = { updateEvent: { id: string } };

export type EventsJourneyRegisterPigeonsMutationVariables = Exact<{
  e: string | number;
  p: Array<string | number> | string | number;
}>;


export type EventsJourneyRegisterPigeonsMutation = { registerPigeons: { id: string } };

export type EventsJourneyCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type EventsJourneyCreateEventMutation = { createEvent: { id: string } };

export type EventsJourneyCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type EventsJourneyCreatePigeonMutation = { createPigeon: { id: string } };

export type EventsJourneyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsJourneyPageQuery = { events: Array<{ id: string }> };

export type EventsJourneyCageCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsJourneyCageCountsQuery = { events: Array<{ id: string, cageCount: number }> };

export type EventsJourneyCagesQueryVariables = Exact<{
  id: string | number;
}>;


export type EventsJourneyCagesQuery = { eventCages: Array<{ ringNumber: string }> };

export type EventsJourneyRegisterAgainMutationVariables = Exact<{
  eventId: string | number;
  pigeonIds: Array<string | number> | string | number;
}>;


export type EventsJourneyRegisterAgainMutation = { registerPigeons: { id: string } };

export type EventsJourneyAssignCagesMutationVariables = Exact<{
  e: string | number;
}>;


export type EventsJourneyAssignCagesMutation = { assignCages: { id: string } };

export type EventsJourneyCageCountQueryVariables = Exact<{
  id: string | number;
}>;


export type EventsJourneyCageCountQuery = { event: { cageCount: number } };

export type EventsJourneyJudgeCagesQueryVariables = Exact<{
  id: string | number;
}>;


export type EventsJourneyJudgeCagesQuery = { judgeCages: Array<{ id: string }> };

export type EventsJourneyRateMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type EventsJourneyRateMutation = { submitJudgingOps: Array<{ outcome: JudgingOutcome }> };

export type EventsJourneyDeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type EventsJourneyDeleteEventMutation = { deleteEvent: string };

export type EventsJourneyEndElsewhereMutationVariables = Exact<{
  id: string | number;
}>;


export type EventsJourneyEndElsewhereMutation = { endEvent: { id: string } };

export type FirstVisitJourneyEventQueryVariables = Exact<{
  id: string | number;
}>;


export type FirstVisitJourneyEventQuery = { event: { id: string, title: string, eventStart: string, status: EventStatus } };

export type HallJourneyAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type HallJourneyAdminQuery = { getClientByJWT: { firstName: string, lastName: string } };

export type HallJourneyEndEventMutationVariables = Exact<{
  id: string | number;
}>;


export type HallJourneyEndEventMutation = { endEvent: { id: string } };

export type HallJourneyLateOpsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type HallJourneyLateOpsQuery = { lateJudgingOps: Array<{ opId: string }> };

export type HallJourneyStartEventMutationVariables = Exact<{
  id: string | number;
}>;


export type HallJourneyStartEventMutation = { startEvent: { id: string } };

export type HallJourneyReconnectCagesQueryVariables = Exact<{
  id: string | number;
}>;


export type HallJourneyReconnectCagesQuery = { judgeCages: Array<{ id: string, cageNumber: number }> };

export type HallJourneyReconnectSkipMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type HallJourneyReconnectSkipMutation = { submitJudgingOps: Array<{ outcome: JudgingOutcome }> };

export type JudgingJourneyCageCountQueryVariables = Exact<{
  id: string | number;
}>;


export type JudgingJourneyCageCountQuery = { event: { cageCount: number } };

export type JudgingJourneyLateOpsQueryVariables = Exact<{
  id: string | number;
}>;


export type JudgingJourneyLateOpsQuery = { lateJudgingOps: Array<{ opId: string, status: LateOpStatus }> };

export type JudgingJourneyDecideAgainMutationVariables = Exact<{
  opId: string | number;
  accept: boolean;
}>;


export type JudgingJourneyDecideAgainMutation = { resolveLateJudgingOp: { opId: string } };

export type JudgingDayJourneyMeQueryVariables = Exact<{ [key: string]: never; }>;


export type JudgingDayJourneyMeQuery = { getClientByJWT: { id: number } };

export type JudgingDayJourneySetRoleMutationVariables = Exact<{
  id: number;
  role: Role;
}>;


export type JudgingDayJourneySetRoleMutation = { setClientRole: { id: number } };

export type JudgingDayJourneyClassesQueryVariables = Exact<{
  id: string | number;
}>;


export type JudgingDayJourneyClassesQuery = { event: { classes: Array<{ code: PigeonClass, exhibitorIds: Array<string> }> } };

export type JudgingDayJourneyAssignJudgesMutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JudgingDayJourneyAssignJudgesMutation = { assignJudges: { id: string } };

export type LayoutJourneyRegisterLongMutationVariables = Exact<{
  email: string;
  pwdHash: string;
}>;


export type LayoutJourneyRegisterLongMutation = { registerClient: { token: string } };

export type LayoutJourneyRegisterMarieMutationVariables = Exact<{
  email: string;
  pwdHash: string;
}>;


export type LayoutJourneyRegisterMarieMutation = { registerClient: { token: string } };

export type LayoutJourneyVerifyMutationVariables = Exact<{
  code: string;
}>;


export type LayoutJourneyVerifyMutation = { verifyClient: boolean };

export type MemberDataJourneyRegisterMutationVariables = Exact<{
  email: string;
  pwdHash: string;
}>;


export type MemberDataJourneyRegisterMutation = { registerClient: { token: string } };

export type MemberDataJourneyVerifyMutationVariables = Exact<{
  code: string;
}>;


export type MemberDataJourneyVerifyMutation = { verifyClient: boolean };

export type MemberDataJourneyLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type MemberDataJourneyLoginQuery = { loginClient: { token: string } };

export type MemberDataJourneyPigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type MemberDataJourneyPigeonMutation = { createPigeon: { id: string } };

export type OfficeJourneyCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type OfficeJourneyCreatePigeonMutation = { createPigeon: { id: string } };

export type OfficeJourneyCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type OfficeJourneyCreateEventMutation = { createEvent: { id: string } };

export type OfficeJourneyStartEventMutationVariables = Exact<{
  id: string | number;
}>;


export type OfficeJourneyStartEventMutation = { startEvent: { id: string } };

export type OfficeJourneyJudgeCagesQueryVariables = Exact<{
  id: string | number;
}>;


export type OfficeJourneyJudgeCagesQuery = { judgeCages: Array<{ id: string, cageNumber: number }> };

export type OfficeJourneyRateMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type OfficeJourneyRateMutation = { submitJudgingOps: Array<{ outcome: JudgingOutcome }> };

export type PaymentsJourneyCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type PaymentsJourneyCreateEventMutation = { createEvent: { id: string } };

export type PaymentsJourneyCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type PaymentsJourneyCreatePigeonMutation = { createPigeon: { id: string } };

export type PaymentsJourneyRegisterMutationVariables = Exact<{
  e: string | number;
  p: Array<string | number> | string | number;
}>;


export type PaymentsJourneyRegisterMutation = { registerPigeons: { id: string } };

export type PigeonsJourneyCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type PigeonsJourneyCreatePigeonMutation = { createPigeon: { id: string } };

export type PigeonsJourneyMyPigeonsQueryVariables = Exact<{ [key: string]: never; }>;


export type PigeonsJourneyMyPigeonsQuery = { myPigeons: Array<{ ringNumber: string, serial: number }> };

export type PwaJourneyCagedEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type PwaJourneyCagedEventsQuery = { events: Array<{ id: string, title: string, cageCount: number }> };

export type PwaJourneyCagesQueryVariables = Exact<{
  id: string | number;
}>;


export type PwaJourneyCagesQuery = { eventCages: Array<{ ringNumber: string }> };

export type PwaJourneyCageCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type PwaJourneyCageCountsQuery = { events: Array<{ id: string, cageCount: number }> };

export type RingClaimsJourneyCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type RingClaimsJourneyCreatePigeonMutation = { createPigeon: { id: string } };

export type ShellJourneyLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type ShellJourneyLoginQuery = { loginClient: { token: string } };

export type ShowOfficeJourneyStartEventMutationVariables = Exact<{
  id: string | number;
}>;


export type ShowOfficeJourneyStartEventMutation = { startEvent: { id: string } };

export type ShowOfficeJourneyCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type ShowOfficeJourneyCreatePigeonMutation = { createPigeon: { id: string } };

export type ShowOfficeJourneyCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type ShowOfficeJourneyCreateEventMutation = { createEvent: { id: string } };

export type ShowOfficeJourneyJudgeNameQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowOfficeJourneyJudgeNameQuery = { getClientByJWT: { firstName: string, lastName: string } };

export type ShowOfficeJourneyCatalogueQueryVariables = Exact<{
  id: string | number;
}>;


export type ShowOfficeJourneyCatalogueQuery = { eventCatalogue: Array<{ cageId: string | null, cageNumber: number | null }> };

export type ShowOfficeJourneyJudgeQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowOfficeJourneyJudgeQuery = { getClientByJWT: { id: number, firstName: string, lastName: string } };

export type ShowOfficeJourneyJudgeCagesQueryVariables = Exact<{
  e: string | number;
}>;


export type ShowOfficeJourneyJudgeCagesQuery = { judgeCages: Array<{ cageNumber: number, judgement: { judge: { id: string } } | null }> };

export type ShowTimeJourneyEventQueryVariables = Exact<{
  id: string | number;
}>;


export type ShowTimeJourneyEventQuery = { event: { registrationDeadline: string, eventStart: string } };

export type ShowTimeJourneyCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type ShowTimeJourneyCreateEventMutation = { createEvent: { id: string } };

export type JourneyServerReadyQueryVariables = Exact<{ [key: string]: never; }>;


export type JourneyServerReadyQuery = { health: boolean };

export type JourneyEventsPageQueryVariables = Exact<{
  limit?: number | null | undefined;
  after?: string | number | null | undefined;
}>;


export type JourneyEventsPageQuery = { events: Array<{ id: string, title: string }> };

export type JourneyLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type JourneyLoginQuery = { loginClient: { token: string } };

export type JourneyJudgingMyPigeonsQueryVariables = Exact<{
  season?: number | null | undefined;
}>;


export type JourneyJudgingMyPigeonsQuery = { myPigeons: Array<{ id: string, serial: number }> };

export type JourneyJudgingCreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type JourneyJudgingCreateEventMutation = { createEvent: { id: string, season: number } };

export type JourneyJudgingRegisterPigeonsMutationVariables = Exact<{
  e: string | number;
  p: Array<string | number> | string | number;
}>;


export type JourneyJudgingRegisterPigeonsMutation = { registerPigeons: { id: string } };

export type JourneyJudgingUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type JourneyJudgingUpdateEventMutation = { updateEvent: { id: string } };

export type JourneyJudgingJudgeQueryVariables = Exact<{ [key: string]: never; }>;


export type JourneyJudgingJudgeQuery = { getClientByJWT: { id: number } };

export type JourneyJudgingClassesQueryVariables = Exact<{
  id: string | number;
}>;


export type JourneyJudgingClassesQuery = { event: { classes: Array<{ code: PigeonClass }> } };

export type JourneyJudgingAssignJudgesMutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JourneyJudgingAssignJudgesMutation = { assignJudges: { id: string } };

export type JourneyJudgingAssignCagesMutationVariables = Exact<{
  e: string | number;
}>;


export type JourneyJudgingAssignCagesMutation = { assignCages: { id: string } };

export type JourneyJudgingStartEventMutationVariables = Exact<{
  id: string | number;
}>;


export type JourneyJudgingStartEventMutation = { startEvent: { id: string } };

export type JourneyJudgingJudgedQueryVariables = Exact<{
  id: string | number;
}>;


export type JourneyJudgingJudgedQuery = { event: { judgingProgress: { judged: number } } };

export type JourneyEndedShowPigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type JourneyEndedShowPigeonMutation = { createPigeon: { id: string } };

export type JourneyEndedShowStartMutationVariables = Exact<{
  id: string | number;
}>;


export type JourneyEndedShowStartMutation = { startEvent: { id: string } };

export type JourneyEndedShowCagesQueryVariables = Exact<{
  id: string | number;
}>;


export type JourneyEndedShowCagesQuery = { judgeCages: Array<{ id: string, cageNumber: number }> };

export type JourneyEndedShowRateMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type JourneyEndedShowRateMutation = { submitJudgingOps: Array<{ outcome: JudgingOutcome }> };

export type JourneyEndedShowEndMutationVariables = Exact<{
  id: string | number;
}>;


export type JourneyEndedShowEndMutation = { endEvent: { id: string } };

export type SeasonJourneyFinalizeMutationVariables = Exact<{
  id: string | number;
}>;


export type SeasonJourneyFinalizeMutation = { finalizeResults: { id: string } };

export type SeasonJourneyShowQueryVariables = Exact<{
  id: string | number;
}>;


export type SeasonJourneyShowQuery = { event: { id: string, eventStart: string } };

export type UpdateJourneyEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type UpdateJourneyEventsQuery = { events: Array<{ id: string, title: string, status: EventStatus }> };

export type UpdateJourneyJudgedQueryVariables = Exact<{
  id: string | number;
}>;


export type UpdateJourneyJudgedQuery = { event: { judgingProgress: { judged: number } } };

export type AccountSelfServiceRegisterMutationVariables = Exact<{
  email: string;
  pwdHash: string;
  language: Language;
}>;


export type AccountSelfServiceRegisterMutation = { registerClient: { token: string } };

export type VerifyMutationVariables = Exact<{
  code: string;
}>;


export type VerifyMutation = { verifyClient: boolean };

export type AccountSelfServiceResendMutationVariables = Exact<{
  email: string;
  language: Language;
}>;


export type AccountSelfServiceResendMutation = { resendVerification: boolean };

export type AccountSelfServiceLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountSelfServiceLoginQuery = { loginClient: { token: string, client: { id: number, email: string, pendingEmail: string | null } } };

export type AccountSelfServiceMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSelfServiceMeQuery = { getClientByJWT: { id: number, email: string, pendingEmail: string | null } };

export type ChangeMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
  language?: Language | null | undefined;
}>;


export type ChangeMutation = { changePassword: { token: string, client: { id: number, email: string, pendingEmail: string | null } } };

export type AccountSelfServiceSaveMutationVariables = Exact<{
  id: number;
  email: string;
  currentPassword?: string | null | undefined;
}>;


export type AccountSelfServiceSaveMutation = { saveClient: { pendingEmail: string | null } };

export type ConfirmMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmMutation = { confirmEmailChange: string };

export type AccountSelfServiceRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type AccountSelfServiceRequestResetMutation = { requestPasswordReset: { id: number } };

export type ResetMutationVariables = Exact<{
  email: string;
  resetToken: string;
  newPassword: string;
}>;


export type ResetMutation = { resetPassword: { id: number } };

export type AccountsRegisterMutationVariables = Exact<{
  email: string;
  firstName: string;
  lastName: string;
  pwdHash: string;
  language: Language;
}>;


export type AccountsRegisterMutation = { registerClient: { token: string, client: { id: number, firstName: string, lastName: string, email: string } } };

export type AccountsLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountsLoginQuery = { loginClient: { token: string, client: { id: number, firstName: string, lastName: string, email: string, role: Role, phoneNumber: string | null, website: string | null, emailPublic: boolean } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { getClientByJWT: { id: number, firstName: string, lastName: string, email: string, role: Role, phoneNumber: string | null, website: string | null, emailPublic: boolean } };

export type AccountsSaveMutationVariables = Exact<{
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  website?: string | null | undefined;
  emailPublic: boolean;
  phoneNumber?: string | null | undefined;
}>;


export type AccountsSaveMutation = { saveClient: { id: number, firstName: string, lastName: string, email: string, role: Role, phoneNumber: string | null, website: string | null, emailPublic: boolean } };

export type AccountsRequestResetMutationVariables = Exact<{
  email: string;
  language: Language;
}>;


export type AccountsRequestResetMutation = { requestPasswordReset: { id: number } };

export type TrailQueryVariables = Exact<{
  eventId: string | number;
  cageNumber?: number | null | undefined;
  judgeId?: string | number | null | undefined;
  kind?: AuditEntryKind | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TrailQuery = { eventAuditTrail: { total: number, judges: Array<{ id: string, shownName: string }>, entries: Array<{ id: string, kind: AuditEntryKind, at: string, opId: string, cageNumber: number, ringNumber: string, classCode: PigeonClass, reason: string | null, by: { id: string, shownName: string }, judge: { id: string }, oldValue: { total: number | null, skipReason: SkipReason | null } | null, newValue: { total: number | null, skipReason: SkipReason | null } | null }> } };

export type EnterCardsMutationVariables = Exact<{
  judgeId: string | number;
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type EnterCardsMutation = { enterPaperCards: Array<{ opId: string, outcome: JudgingOutcome }> };

export type CagesSetCageMutationVariables = Exact<{
  cageId: string | number;
  cageNumber: number;
}>;


export type CagesSetCageMutation = { setCageNumber: { id: string, cageNumber: number, manuallySet: boolean, ringNumber: string } };

export type CagesJudgeEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type CagesJudgeEventsQuery = { judgeEvents: Array<{ classCodes: Array<PigeonClass>, event: { id: string, title: string } }> };

export type CagesJudgeEvents2QueryVariables = Exact<{ [key: string]: never; }>;


export type CagesJudgeEvents2Query = { judgeEvents: Array<{ event: { title: string, status: EventStatus } }> };

export type EventQueryVariables = Exact<{
  id: string | number;
}>;


export type EventQuery = { event: { cageCount: number, classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, judges: Array<{ id: string, shownName: string }> }> } };

export type CagesStartMutationVariables = Exact<{
  id: string | number;
}>;


export type CagesStartMutation = { startEvent: { status: EventStatus } };

export type CatalogueQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueQuery = { eventCatalogue: Array<{ cageId: string | null, cageNumber: number | null, ringNumber: string, classCode: PigeonClass, sex: Sex, color: string, breeder: { id: string, shownName: string } }> };

export type ChecksQueryVariables = Exact<{
  id: string | number;
}>;


export type ChecksQuery = { event: { classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, exhibitorIds: Array<string>, judges: Array<{ id: string }> }> } };

export type CrossSiteLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type CrossSiteLoginQuery = { loginClient: { token: string } };

export type DatabaseTitlesQueryVariables = Exact<{ [key: string]: never; }>;


export type DatabaseTitlesQuery = { events: Array<{ title: string, status: EventStatus }> };

export type DatabaseLoginClientQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type DatabaseLoginClientQuery = { loginClient: { client: { role: Role } } };

export type EmailChangeRegisterMutationVariables = Exact<{
  email: string;
  pwdHash: string;
  language: Language;
}>;


export type EmailChangeRegisterMutation = { registerClient: { token: string } };

export type EmailChangeLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type EmailChangeLoginQuery = { loginClient: { token: string, client: { id: number, email: string, pendingEmail: string | null } } };

export type EmailChangeMeQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailChangeMeQuery = { getClientByJWT: { id: number, email: string, pendingEmail: string | null, phoneNumber: string | null } };

export type EmailChangeSaveMutationVariables = Exact<{
  id: number;
  email: string;
  phoneNumber?: string | null | undefined;
  language?: Language | null | undefined;
  currentPassword?: string | null | undefined;
}>;


export type EmailChangeSaveMutation = { saveClient: { id: number, email: string, pendingEmail: string | null, phoneNumber: string | null } };

export type EmailChangeResendMutationVariables = Exact<{
  language?: Language | null | undefined;
}>;


export type EmailChangeResendMutation = { resendEmailChange: { email: string, pendingEmail: string | null } };

export type CancelMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelMutation = { cancelEmailChange: { email: string, pendingEmail: string | null } };

export type EmailChangeRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type EmailChangeRequestResetMutation = { requestPasswordReset: { id: number } };

export type EmailChangeClientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type EmailChangeClientsQuery = { clients: Array<{ email: string, pendingEmail: string | null }> };

export type LogoutMutationVariables = Exact<{
  everywhere?: boolean | null | undefined;
}>;


export type LogoutMutation = { logoutClient: boolean };

export type ErrorsEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrorsEventsQuery = { events: Array<{ id: string }> };

export type ErrorsEvents2QueryVariables = Exact<{ [key: string]: never; }>;


export type ErrorsEvents2Query = { events: Array<{ id: string }> };

export type ErrorsHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrorsHealthQuery = { health: boolean };

export type OverviewQueryVariables = Exact<{
  status?: EventStatus | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type OverviewQuery = { eventOverview: { total: number, events: Array<{ breederCount: number, pigeonCount: number, cageCount: number, judgedCount: number, classesWithoutJudge: number, pendingLateRatings: number, event: { id: string, title: string, status: EventStatus } }> } };

export type EventsQueryVariables = Exact<{
  upcomingOnly?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;


export type EventsQuery = { events: Array<{ title: string }> };

export type PageQueryVariables = Exact<{
  limit?: number | null | undefined;
  after?: string | number | null | undefined;
}>;


export type PageQuery = { events: Array<{ id: string, title: string }> };

export type EventsEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsEventsQuery = { events: Array<{ id: string, title: string, eventType: EventType, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus, location: { country: string, city: string, street: string, houseNumber: string, zipCode: string } }> };

export type EventsDemoEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsDemoEventsQuery = { events: Array<{ id: string, title: string, status: EventStatus, registrationCount: number, cageCount: number, creator: { shownName: string } | null, location: { country: string }, classes: Array<{ code: PigeonClass, judges: Array<{ shownName: string }> }> }> };

export type EventsDemoLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type EventsDemoLoginQuery = { loginClient: { token: string } };

export type EventsDemoJudgeEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type EventsDemoJudgeEventsQuery = { judgeEvents: Array<{ classCodes: Array<PigeonClass>, event: { id: string } }> };

export type EventsLifecycleEventQueryVariables = Exact<{
  id: string | number;
}>;


export type EventsLifecycleEventQuery = { event: { id: string, title: string, status: EventStatus, season: number, registrationCount: number, cageCount: number, creator: { id: string, shownName: string } | null, ratingScheme: { generalImpression: { min: number, max: number, step: number }, boneStructure: { min: number, max: number, step: number }, back: { min: number, max: number, step: number }, musculature: { min: number, max: number, step: number }, wings: { min: number, max: number, step: number } } } };

export type EventsLifecycleEndedAtQueryVariables = Exact<{
  id: string | number;
}>;


export type EventsLifecycleEndedAtQuery = { event: { endedAt: string | null } };

export type DeleteEventMutationVariables = Exact<{
  id: string | number;
  confirmTitle?: string | null | undefined;
}>;


export type DeleteEventMutation = { deleteEvent: string };

export type SetCageMutationVariables = Exact<{
  cageId: string | number;
  cageNumber: number;
}>;


export type SetCageMutation = { setCageNumber: { id: string } };

export type EventsLifecycleEvent2QueryVariables = Exact<{
  id: string | number;
}>;


export type EventsLifecycleEvent2Query = { event: { eventType: EventType, location: { country: string } } };

export type EventsLifecycleCagesQueryVariables = Exact<{
  e: string | number;
}>;


export type EventsLifecycleCagesQuery = { eventCages: Array<{ id: string }> };

export type WaitingQueryVariables = Exact<{
  id: string | number;
}>;


export type WaitingQuery = { event: { id: string, unjudgedCages: Array<{ cageNumber: number }> } };

export type ProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgressQuery = { event: { judgingProgress: { judged: number, total: number, classes: Array<{ code: PigeonClass, judged: number, total: number }> } } };

export type FeesQueryVariables = Exact<{
  id: string | number;
}>;


export type FeesQuery = { eventFees: { dueCents: number, paidCents: number, openCents: number, openCount: number, fees: { pigeonFeeCents: number, breederFeeCents: number }, breeders: Array<{ email: string | null, pigeonCount: number, dueCents: number, paidCents: number, balanceCents: number, paidOn: string | null, method: PaymentMethod | null, breeder: { id: string, shownName: string }, payments: Array<{ amountCents: number }> }> } };

export type MyFeeQueryVariables = Exact<{
  id: string | number;
}>;


export type MyFeeQuery = { event: { fees: { pigeonFeeCents: number, breederFeeCents: number }, myFee: { pigeonCount: number, dueCents: number, paidCents: number, balanceCents: number, paidOn: string | null, method: PaymentMethod | null, email: string | null } | null } };

export type FeesMyFeesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeesMyFeesQuery = { myFees: Array<{ eventId: string, eventTitle: string, dueCents: number, balanceCents: number }> };

export type RecordMutationVariables = Exact<{
  eventId: string | number;
  breederId: string | number;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  note?: string | null | undefined;
}>;


export type RecordMutation = { recordFeePayment: { dueCents: number, paidCents: number, balanceCents: number, paidOn: string | null, method: PaymentMethod | null, breeder: { id: string }, payments: Array<{ amountCents: number, paidOn: string, method: PaymentMethod, note: string | null }>, payTo: { accountHolder: string, iban: string, reference: string, amountCents: number } | null } };

export type MyPayToQueryVariables = Exact<{
  id: string | number;
}>;


export type MyPayToQuery = { event: { myFee: { balanceCents: number, payTo: { accountHolder: string, iban: string, reference: string, amountCents: number } | null } | null } };

export type FeesUnregisterMutationVariables = Exact<{
  eventId: string | number;
  pigeonId: string | number;
}>;


export type FeesUnregisterMutation = { unregisterPigeon: { id: string } };

export type ForeignRingsCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type ForeignRingsCreatePigeonMutation = { createPigeon: { id: string, ringNumber: string, association: string, ringYear: number, serial: number } };

export type ForeignRingsMyPigeonsQueryVariables = Exact<{ [key: string]: never; }>;


export type ForeignRingsMyPigeonsQuery = { myPigeons: Array<{ id: string, ringNumber: string, flightResults: Array<{ date: string, releaseLocation: string, distanceKm: number }> }> };

export type ForeignRingsImportFlightDataMutationVariables = Exact<{
  files: Array<ImportFileInput> | ImportFileInput;
  dryRun: boolean;
}>;


export type ForeignRingsImportFlightDataMutation = { importFlightData: { added: number, rejected: number, files: Array<{ problems: Array<{ line: number | null, field: FlightResultField | null, code: string }> }> } };

export type ImportImportFlightDataMutationVariables = Exact<{
  files: Array<ImportFileInput> | ImportFileInput;
  dryRun: boolean;
}>;


export type ImportImportFlightDataMutation = { importFlightData: { dryRun: boolean, added: number, unchanged: number, rejected: number, problemCount: number, files: Array<{ name: string, format: ImportFormat | null, encoding: string | null, delimiter: string | null, rows: number, added: number, unchanged: number, rejected: number, problemCount: number, columns: Array<{ header: string, field: FlightResultField | null }>, preview: Array<{ line: number, cells: Array<string> }>, problems: Array<{ file: string, line: number | null, field: FlightResultField | null, code: string, message: string, value: string | null, params: { limit: number | null, otherLine: number | null, firstLine: string | null, example: string | null, participants: number | null, dateYear: number | null } }> }> } };

export type ImportMyPigeonsQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportMyPigeonsQuery = { myPigeons: Array<{ ringNumber: string, prizes: number, classification: { code: PigeonClass }, flightResults: Array<{ date: string, distanceKm: number }> }> };

export type ImportLimitsImportFlightDataMutationVariables = Exact<{
  files: Array<ImportFileInput> | ImportFileInput;
  dryRun: boolean;
}>;


export type ImportLimitsImportFlightDataMutation = { importFlightData: { added: number, rejected: number, problemCount: number, files: Array<{ problems: Array<{ message: string }> }> } };

export type ImportLimitsHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportLimitsHealthQuery = { health: boolean };

export type InputEdgesLoginClientQueryVariables = Exact<{
  e: string;
}>;


export type InputEdgesLoginClientQuery = { loginClient: { token: string } };

export type InputEdgesClientsQueryVariables = Exact<{
  s?: string | null | undefined;
}>;


export type InputEdgesClientsQuery = { clients: Array<{ id: number }> };

export type JudgeStatisticsCorrectMutationVariables = Exact<{
  eventId: string | number;
  cageId: string | number;
  scores: JudgingScoresInput;
  reason: string;
}>;


export type JudgeStatisticsCorrectMutation = { correctJudgement: { oldTotal: number | null, newTotal: number | null } };

export type JudgeStatisticsOfQueryVariables = Exact<{
  eventId: string | number;
}>;


export type JudgeStatisticsOfQuery = { judgeStatistics: { eventId: string, judges: Array<{ classes: Array<PigeonClass>, ratings: number, skips: number, meanTotal: number | null, spread: number | null, deviation: number | null, tendency: JudgeTendency | null, judge: { id: string, shownName: string } }>, outliers: Array<{ cageId: string, cageNumber: number, classCode: PigeonClass, total: number, classMean: number, classSpread: number, judge: { id: string } }> } };

export type JudgingAssignJudgesMutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JudgingAssignJudgesMutation = { assignJudges: { id: string } };

export type JudgingUpdatePigeonMutationVariables = Exact<{
  id: string | number;
  input: PigeonInput;
}>;


export type JudgingUpdatePigeonMutation = { updatePigeon: { color: string } };

export type JudgingAssignJudges2MutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JudgingAssignJudges2Mutation = { assignJudges: { id: string } };

export type JudgingAssignJudges3MutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JudgingAssignJudges3Mutation = { assignJudges: { id: string } };

export type JudgingSetClientRoleMutationVariables = Exact<{
  id: number;
  role: Role;
}>;


export type JudgingSetClientRoleMutation = { setClientRole: { id: number } };

export type JudgingEvent3QueryVariables = Exact<{
  id: string | number;
}>;


export type JudgingEvent3Query = { event: { classes: Array<{ code: PigeonClass, exhibitorIds: Array<string> }> } };

export type JudgingAssignJudges4MutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JudgingAssignJudges4Mutation = { assignJudges: { id: string } };

export type JudgingEventQueryVariables = Exact<{
  id: string | number;
}>;


export type JudgingEventQuery = { event: { ownPigeonJudgements: Array<{ cageNumber: number, classCode: PigeonClass, judge: { id: string } }> } };

export type JudgingSetClientRole2MutationVariables = Exact<{
  id: number;
  role: Role;
}>;


export type JudgingSetClientRole2Mutation = { setClientRole: { id: number } };

export type JudgingJudgeCageQueryVariables = Exact<{
  e: string | number;
  c: string | number;
}>;


export type JudgingJudgeCageQuery = { judgeCage: { id: string, cageNumber: number, ownPigeon: boolean, judgement: { opId: string } | null } };

export type JudgingEvent2QueryVariables = Exact<{
  id: string | number;
}>;


export type JudgingEvent2Query = { event: { judgingProgress: { judged: number } } };

export type JudgingClocksSubmitMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type JudgingClocksSubmitMutation = { submitJudgingOps: Array<{ opId: string, outcome: JudgingOutcome, code: string | null, receivedAt: string, cage: { judgement: { opId: string, orderTime: string, total: number | null } | null } | null }> };

export type JudgingClocksAssignMutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JudgingClocksAssignMutation = { assignJudges: { id: string } };

export type DevicesReportMutationVariables = Exact<{
  report: JudgingDeviceReport;
}>;


export type DevicesReportMutation = { reportJudgingDevice: boolean };

export type DevicesOfEventQueryVariables = Exact<{
  eventId: string | number;
}>;


export type DevicesOfEventQuery = { judgingDevices: Array<{ deviceId: string, name: string, appVersion: string, lastSeenAt: string, pendingCount: number, oldestPendingAt: string | null, readyForOffline: boolean, storagePersisted: boolean | null, batteryLevel: number | null, charging: boolean | null, stale: boolean, judge: { id: string, shownName: string } }> };

export type DevicesSubmitMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
  madeBy?: string | number | null | undefined;
  device?: JudgingDeviceReport | null | undefined;
}>;


export type DevicesSubmitMutation = { submitJudgingOps: Array<{ opId: string, outcome: JudgingOutcome, code: string | null, late: { status: LateOpStatus } | null }> };

export type DevicesDeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DevicesDeleteEventMutation = { deleteEvent: string };

export type LateDecisionsMineQueryVariables = Exact<{
  opIds: Array<string | number> | string | number;
}>;


export type LateDecisionsMineQuery = { myLateDecisions: Array<{ opId: string, status: LateOpStatus, decidedAt: string | null, cage: { id: string, eventId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, sex: Sex, color: string, ownPigeon: boolean, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number }, judgement: { opId: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, orderTime: string, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } } | null } | null }> };

export type LateDecisionsAssignMutationVariables = Exact<{
  e: string | number;
  a: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type LateDecisionsAssignMutation = { assignJudges: { id: string } };

export type LateDecisionsSetRoleMutationVariables = Exact<{
  id: number;
  role: Role;
}>;


export type LateDecisionsSetRoleMutation = { setClientRole: { id: number, role: Role } };

export type LockoutLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type LockoutLoginQuery = { loginClient: { token: string } };

export type AskMutationVariables = Exact<{
  email: string;
  language: Language;
}>;


export type AskMutation = { requestPasswordReset: { id: number } };

export type GreetingRegisterMutationVariables = Exact<{
  email: string;
  firstName: string;
  lastName: string;
  pwdHash: string;
  language: Language;
  salutation?: Salutation | null | undefined;
}>;


export type GreetingRegisterMutation = { registerClient: { token: string, client: { id: number } } };

export type GreetingVerifyMutationVariables = Exact<{
  code: string;
}>;


export type GreetingVerifyMutation = { verifyClient: boolean };

export type GreetingLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type GreetingLoginQuery = { loginClient: { token: string, client: { id: number, salutation: Salutation | null } } };

export type GreetingSaveMutationVariables = Exact<{
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  emailPublic: boolean;
  salutation?: Salutation | null | undefined;
}>;


export type GreetingSaveMutation = { saveClient: { id: number, salutation: Salutation | null } };

export type GreetingSaveNamesMutationVariables = Exact<{
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  emailPublic: boolean;
}>;


export type GreetingSaveNamesMutation = { saveClient: { id: number, salutation: Salutation | null } };

export type GreetingRequestResetMutationVariables = Exact<{
  email: string;
  language: Language;
}>;


export type GreetingRequestResetMutation = { requestPasswordReset: { id: number } };

export type MainHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type MainHealthQuery = { health: boolean };

export type MemberDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDataExportQuery = { myData: string };

export type MemberDataExportEnglishQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDataExportEnglishQuery = { myData: string };

export type MemberDataDeleteMutationVariables = Exact<{
  password: string;
}>;


export type MemberDataDeleteMutation = { deleteMyAccount: boolean };

export type MemberDataMeQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDataMeQuery = { getClientByJWT: { id: number, email: string } };

export type MemberDataLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type MemberDataLoginQuery = { loginClient: { token: string } };

export type MemberDataRegisterAccountMutationVariables = Exact<{
  email: string;
  pwdHash: string;
}>;


export type MemberDataRegisterAccountMutation = { registerClient: { client: { id: number } } };

export type MemberDataRegisterPigeonsMutationVariables = Exact<{
  eventId: string | number;
  pigeonIds: Array<string | number> | string | number;
}>;


export type MemberDataRegisterPigeonsMutation = { registerPigeons: { id: string } };

export type MemberDataCloseMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type MemberDataCloseMutation = { updateEvent: { id: string } };

export type MemberDataMarkPaidMutationVariables = Exact<{
  eventId: string | number;
  breederId: string | number;
  amountCents: number;
}>;


export type MemberDataMarkPaidMutation = { recordFeePayment: { balanceCents: number } };

export type MemberDataEnterCardsMutationVariables = Exact<{
  judgeId: string | number;
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type MemberDataEnterCardsMutation = { enterPaperCards: Array<{ outcome: JudgingOutcome, code: string | null }> };

export type MemberDataResultsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type MemberDataResultsQuery = { eventResults: { classes: Array<{ code: PigeonClass, entries: Array<{ ringNumber: string, total: number | null, place: number | null, breeder: { id: string, shownName: string }, judge: { id: string, shownName: string } | null }> }>, breeders: Array<{ sum: number, breeder: { id: string, shownName: string, email: string | null } }>, bestBreeders: Array<{ sum: number, breeder: { id: string, shownName: string } }> } };

export type MemberDataEventCountQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberDataEventCountQuery = { event: { registrationCount: number } };

export type MemberDataFeesQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberDataFeesQuery = { eventFees: { breeders: Array<{ email: string | null, dueCents: number, paidCents: number, breeder: { id: string, shownName: string } }> } };

export type MemberDataClientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MemberDataClientsQuery = { clients: Array<{ id: number }> };

export type ResultsStateQueryVariables = Exact<{
  id: string | number;
}>;


export type ResultsStateQuery = { event: { id: string, status: EventStatus, resultsStatus: ResultsStatus | null, objectionDeadline: string | null, objectionDays: number, resultsFinalAt: string | null, endedAt: string | null } };

export type FileObjectionMutationVariables = Exact<{
  eventId: string | number;
  cageId: string | number;
  reason: string;
}>;


export type FileObjectionMutation = { fileObjection: { id: string, eventId: string, cageId: string, cageNumber: number, ringNumber: string, classCode: PigeonClass, reason: string, status: ObjectionStatus, answer: string | null, filedAt: string, answeredAt: string | null, breeder: { id: string, shownName: string } } };

export type ObjectionsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ObjectionsQuery = { objections: Array<{ id: string, cageId: string, reason: string, status: ObjectionStatus, answer: string | null, breeder: { id: string } }> };

export type AnswerObjectionMutationVariables = Exact<{
  id: string | number;
  upheld: boolean;
  answer: string;
}>;


export type AnswerObjectionMutation = { answerObjection: { id: string, status: ObjectionStatus, answer: string | null, answeredAt: string | null } };

export type CorrectJudgementMutationVariables = Exact<{
  eventId: string | number;
  cageId: string | number;
  scores: JudgingScoresInput;
  reason: string;
}>;


export type CorrectJudgementMutation = { correctJudgement: { id: string, cageId: string, cageNumber: number, oldTotal: number | null, newTotal: number | null, reason: string, at: string } };

export type FinalizeResultsMutationVariables = Exact<{
  eventId: string | number;
  early?: boolean | null | undefined;
}>;


export type FinalizeResultsMutation = { finalizeResults: { id: string, resultsStatus: ResultsStatus | null, resultsFinalAt: string | null } };

export type CorrectedResultsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type CorrectedResultsQuery = { eventResults: { classList: { classes: Array<{ code: PigeonClass, entries: Array<{ cageId: string, total: number | null, place: number | null }> }> }, bestBreeders: Array<{ sum: number, breeder: { id: string } }>, corrections: Array<{ cageId: string, cageNumber: number, oldTotal: number | null, newTotal: number | null, reason: string }> } };

export type EnterMutationVariables = Exact<{
  judgeId: string | number;
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type EnterMutation = { enterPaperCards: Array<{ opId: string, outcome: JudgingOutcome, code: string | null, field: string | null, late: { status: LateOpStatus } | null, cage: { id: string, ownPigeon: boolean, judgement: { opId: string, total: number | null, judge: { id: string } } | null } | null }> };

export type HistoryTestFieldsFragment = { opId: string, cageId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, receivedAt: string, orderTime: string, current: boolean, effective: boolean, lateStatus: LateOpStatus | null, resolvedAt: string | null, judge: { id: string, shownName: string }, enteredBy: { id: string, shownName: string } | null, resolvedBy: { id: string } | null };

export type HistoryQueryVariables = Exact<{
  eventId: string | number;
  cageId: string | number;
}>;


export type HistoryQuery = { cageHistory: Array<{ opId: string, cageId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, receivedAt: string, orderTime: string, current: boolean, effective: boolean, lateStatus: LateOpStatus | null, resolvedAt: string | null, judge: { id: string, shownName: string }, enteredBy: { id: string, shownName: string } | null, resolvedBy: { id: string } | null }> };

export type EventHistoryQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventHistoryQuery = { eventJudgingHistory: Array<{ opId: string, cageId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, receivedAt: string, orderTime: string, current: boolean, effective: boolean, lateStatus: LateOpStatus | null, resolvedAt: string | null, judge: { id: string, shownName: string }, enteredBy: { id: string, shownName: string } | null, resolvedBy: { id: string } | null }> };

export type PigeonTestFieldsFragment = { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, breederId: number, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } }, flightResults: Array<{ id: string, date: string, releaseLocation: string, distanceKm: number, ranking: number, participants: number, averageDistanceKm: number | null, year: number }> };

export type PigeonsMyPigeonsQueryVariables = Exact<{
  season?: number | null | undefined;
}>;


export type PigeonsMyPigeonsQuery = { myPigeons: Array<{ id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, breederId: number, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } }, flightResults: Array<{ id: string, date: string, releaseLocation: string, distanceKm: number, ranking: number, participants: number, averageDistanceKm: number | null, year: number }> }> };

export type PigeonQueryVariables = Exact<{
  id: string | number;
  season?: number | null | undefined;
}>;


export type PigeonQuery = { pigeon: { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, breederId: number, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } }, flightResults: Array<{ id: string, date: string, releaseLocation: string, distanceKm: number, ranking: number, participants: number, averageDistanceKm: number | null, year: number }> } };

export type PigeonsCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type PigeonsCreatePigeonMutation = { createPigeon: { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, breederId: number, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } }, flightResults: Array<{ id: string, date: string, releaseLocation: string, distanceKm: number, ranking: number, participants: number, averageDistanceKm: number | null, year: number }> } };

export type UpdatePigeonMutationVariables = Exact<{
  id: string | number;
  input: PigeonInput;
}>;


export type UpdatePigeonMutation = { updatePigeon: { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, breederId: number, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } }, flightResults: Array<{ id: string, date: string, releaseLocation: string, distanceKm: number, ranking: number, participants: number, averageDistanceKm: number | null, year: number }> } };

export type DeletePigeonMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePigeonMutation = { deletePigeon: string };

export type PigeonsDemoLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type PigeonsDemoLoginQuery = { loginClient: { token: string } };

export type PigeonsDemoMyPigeonsQueryVariables = Exact<{ [key: string]: never; }>;


export type PigeonsDemoMyPigeonsQuery = { myPigeons: Array<{ ringNumber: string, classification: { code: PigeonClass } }> };

export type MyPigeonsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPigeonsQuery = { myPigeons: Array<{ id: string, classification: { code: PigeonClass } }> };

export type PigeonsRulesCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type PigeonsRulesCreatePigeonMutation = { createPigeon: { id: string } };

export type ClassificationRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassificationRulesQuery = { classificationRules: Array<{ level: ClassLevel, sex: Sex, code: PigeonClass, minKm: number, minPrizes: number, minLastYearKm: number | null }> };

export type UpdateClassificationRulesMutationVariables = Exact<{
  input: Array<ClassificationRuleInput> | ClassificationRuleInput;
}>;


export type UpdateClassificationRulesMutation = { updateClassificationRules: Array<{ level: ClassLevel, sex: Sex, code: PigeonClass, minKm: number, minPrizes: number, minLastYearKm: number | null }> };

export type RateLimiterRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type RateLimiterRequestResetMutation = { requestPasswordReset: { id: number } };

export type RegistrationsEventQueryVariables = Exact<{
  id: string | number;
}>;


export type RegistrationsEventQuery = { event: { id: string, status: EventStatus, season: number, registrationCount: number, myRegistrations: Array<{ pigeonId: string, ringNumber: string, sex: Sex, classCode: PigeonClass, registeredAt: string, cageNumber: number | null, reason: { prizeKm: number, prizes: number, lastYearKm: number } }> } };

export type RegistrationsUnregisterMutationVariables = Exact<{
  eventId: string | number;
  pigeonId: string | number;
}>;


export type RegistrationsUnregisterMutation = { unregisterPigeon: { id: string, registrationCount: number } };

export type RegistrationsCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type RegistrationsCreatePigeonMutation = { createPigeon: { id: string } };

export type IMutationVariables = Exact<{
  files: Array<ImportFileInput> | ImportFileInput;
}>;


export type IMutation = { importFlightData: { added: number } };

export type RegistrationsMyPigeonsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationsMyPigeonsQuery = { myPigeons: Array<{ ringNumber: string, classification: { code: PigeonClass } }> };

export type RegistrationsEvent2QueryVariables = Exact<{
  id: string | number;
}>;


export type RegistrationsEvent2Query = { event: { registrationDeadline: string } };

export type RegistrationsMyPigeons2QueryVariables = Exact<{
  season: number;
}>;


export type RegistrationsMyPigeons2Query = { myPigeons: Array<{ id: string, classification: { code: PigeonClass } }> };

export type UMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type UMutation = { updateEvent: { status: EventStatus } };

export type RegistrationsStartMutationVariables = Exact<{
  id: string | number;
}>;


export type RegistrationsStartMutation = { startEvent: { status: EventStatus } };

export type TQueryVariables = Exact<{
  id: string | number;
}>;


export type TQuery = { event: { title: string } };

export type RegistrationsUpdatePigeonMutationVariables = Exact<{
  id: string | number;
  input: PigeonInput;
}>;


export type RegistrationsUpdatePigeonMutation = { updatePigeon: { id: string } };

export type ResultEntryTestFieldsFragment = { cageId: string, cageNumber: number, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, total: number | null, place: number | null, prize: boolean, skipReason: SkipReason | null, note: string | null, breeder: { id: string, shownName: string }, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } | null, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number } };

export type EventResultsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventResultsQuery = { eventResults: { event: { id: string, title: string, status: EventStatus, cageCount: number, creator: { id: string, shownName: string } | null }, classes: Array<{ code: PigeonClass, ratedCount: number, prizeCount: number, entries: Array<{ cageId: string, cageNumber: number, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, total: number | null, place: number | null, prize: boolean, skipReason: SkipReason | null, note: string | null, breeder: { id: string, shownName: string }, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } | null, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number } }> }>, breeders: Array<{ topTotals: Array<number>, sum: number, breeder: { id: string, shownName: string }, entries: Array<{ cageId: string, cageNumber: number, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, total: number | null, place: number | null, prize: boolean, skipReason: SkipReason | null, note: string | null, breeder: { id: string, shownName: string }, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } | null, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number } }> }>, bestBreeders: Array<{ rank: number | null, topTotals: Array<number>, sum: number, ranked: boolean, ratedCount: number, tieBreak: TieBreak | null, breeder: { id: string, shownName: string } }>, champion: { id: string, shownName: string } | null, champions: Array<{ id: string, shownName: string }>, bestCocks: Array<{ cageId: string, cageNumber: number, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, total: number | null, place: number | null, prize: boolean, skipReason: SkipReason | null, note: string | null, breeder: { id: string, shownName: string }, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } | null, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number } }>, bestHens: Array<{ cageId: string, cageNumber: number, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, total: number | null, place: number | null, prize: boolean, skipReason: SkipReason | null, note: string | null, breeder: { id: string, shownName: string }, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } | null, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number } }> } };

export type ResultEventsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ResultEventsQuery = { resultEvents: Array<{ cageCount: number, ratedCount: number, breederCount: number, event: { id: string, status: EventStatus }, champions: Array<{ id: string, shownName: string }> }> };

export type ResultsEventResultsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ResultsEventResultsQuery = { eventResults: { breeders: Array<{ breeder: { id: string, email: string | null } }> } };

export type ResultsLateQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ResultsLateQuery = { eventResults: { lateRatings: { pending: number, accepted: number } } };

export type ResultsUpdatePigeonMutationVariables = Exact<{
  id: string | number;
  input: PigeonInput;
}>;


export type ResultsUpdatePigeonMutation = { updatePigeon: { color: string } };

export type ResultsMyRegistrationColorQueryVariables = Exact<{
  id: string | number;
}>;


export type ResultsMyRegistrationColorQuery = { event: { myRegistrations: Array<{ ringNumber: string, color: string }> } };

export type NQueryVariables = Exact<{
  eventId: string | number;
}>;


export type NQuery = { eventResults: { bestBreeders: Array<{ breeder: { shownName: string } }> } };

export type ResultsRenameGuestMutationVariables = Exact<{
  id: number;
  phone?: string | null | undefined;
}>;


export type ResultsRenameGuestMutation = { saveClient: { id: number } };

export type ResultsRenameBackMutationVariables = Exact<{
  id: number;
  phone?: string | null | undefined;
}>;


export type ResultsRenameBackMutation = { saveClient: { id: number } };

export type ResultsDemoResultEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ResultsDemoResultEventsQuery = { resultEvents: Array<{ cageCount: number, ratedCount: number, breederCount: number, event: { id: string, title: string }, champions: Array<{ shownName: string }> }> };

export type ResultsDemoEventResultsQueryVariables = Exact<{
  id: string | number;
}>;


export type ResultsDemoEventResultsQuery = { eventResults: { classes: Array<{ code: PigeonClass, entries: Array<{ cageNumber: number, total: number | null, place: number | null, prize: boolean, skipReason: SkipReason | null, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { shownName: string } | null }> }>, bestBreeders: Array<{ rank: number | null, sum: number, topTotals: Array<number>, tieBreak: TieBreak | null, breeder: { shownName: string } }>, breeders: Array<{ breeder: { shownName: string } }>, champion: { shownName: string } | null, bestCocks: Array<{ cageNumber: number, total: number | null }>, bestHens: Array<{ cageNumber: number, total: number | null }> } };

export type ResultsDemoPagesQueryVariables = Exact<{
  eventId: string | number;
  classCode?: PigeonClass | null | undefined;
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ResultsDemoPagesQuery = { eventResults: { classList: { total: number, offset: number, classes: Array<{ code: PigeonClass, entryCount: number, entries: Array<{ cageNumber: number }> }> }, cageCards: { total: number, entries: Array<{ cageNumber: number, breeder: { shownName: string } }> }, breederList: { total: number, offset: number, breeders: Array<{ breeder: { shownName: string } }> } } };

export type MailsQueryVariables = Exact<{
  id: string | number;
}>;


export type MailsQuery = { eventResultsMails: { sentCount: number, pendingCount: number, failedCount: number, changedCount: number, mails: Array<{ email: string, state: ResultsMailState, kind: ResultsMailKind, sentAt: string | null, sentCount: number, attempts: number, lastError: string | null, changed: boolean, breeder: { id: string, shownName: string } }> } };

export type ResultsMailsResendMutationVariables = Exact<{
  eventId: string | number;
  breederId: string | number;
}>;


export type ResultsMailsResendMutation = { resendResultsMail: { state: ResultsMailState, kind: ResultsMailKind } };

export type ResendFailedMutationVariables = Exact<{
  eventId: string | number;
}>;


export type ResendFailedMutation = { resendFailedResultsMails: { failedCount: number } };

export type UpdatedMutationVariables = Exact<{
  eventId: string | number;
}>;


export type UpdatedMutation = { sendUpdatedResults: { changedCount: number, mails: Array<{ state: ResultsMailState, kind: ResultsMailKind, changed: boolean, breeder: { id: string } }> } };

export type ClaimsCreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type ClaimsCreatePigeonMutation = { createPigeon: { id: string } };

export type ClaimsFileMutationVariables = Exact<{
  ringNumber: string;
  message?: string | null | undefined;
}>;


export type ClaimsFileMutation = { fileRingClaim: { id: string, ringNumber: string, status: RingClaimStatus, message: string | null, reason: string | null, claimantEmail: string | null, holderEmail: string | null, claimant: { id: string, shownName: string }, holder: { id: string } | null } };

export type ClaimsMineQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimsMineQuery = { myRingClaims: Array<{ id: string, ringNumber: string, status: RingClaimStatus, reason: string | null, resolvedAt: string | null, holder: { id: string } | null }> };

export type ClaimsOfficeQueryVariables = Exact<{
  status?: RingClaimStatus | null | undefined;
}>;


export type ClaimsOfficeQuery = { ringClaims: Array<{ id: string, ringNumber: string, status: RingClaimStatus, message: string | null, claimantEmail: string | null, holderEmail: string | null, claimant: { id: string, shownName: string }, holder: { id: string, shownName: string } | null }> };

export type ClaimsTransferMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type ClaimsTransferMutation = { transferRingClaim: { id: string, status: RingClaimStatus, reason: string | null, resolvedAt: string | null } };

export type ClaimsRejectMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ClaimsRejectMutation = { rejectRingClaim: { id: string, status: RingClaimStatus, reason: string | null, resolvedAt: string | null } };

export type ClaimsMyPigeonsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimsMyPigeonsQuery = { myPigeons: Array<{ id: string, ringNumber: string, flightResults: Array<{ id: string }> }> };

export type ClaimsRegistrationsQueryVariables = Exact<{
  id: string | number;
}>;


export type ClaimsRegistrationsQuery = { event: { registrationCount: number } };

export type RolesClientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type RolesClientsQuery = { clients: Array<{ id: number, email: string, role: Role }> };

export type SetRoleMutationVariables = Exact<{
  id: number;
  role: Role;
}>;


export type SetRoleMutation = { setClientRole: { id: number, role: Role } };

export type RolesGetClientByJwtQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesGetClientByJwtQuery = { getClientByJWT: { role: Role } };

export type SeasonChampionshipQueryVariables = Exact<{
  season: number;
  bestOf?: number | null | undefined;
}>;


export type SeasonChampionshipQuery = { seasonChampionship: Array<{ rank: number, points: number, shows: number, countedShows: number, breeder: { id: string, shownName: string } }> };

export type SeasonFinalizeMutationVariables = Exact<{
  id: string | number;
}>;


export type SeasonFinalizeMutation = { finalizeResults: { id: string, resultsStatus: ResultsStatus | null } };

export type SeasonShowsQueryVariables = Exact<{
  season: number;
}>;


export type SeasonShowsQuery = { seasonShows: Array<{ cageCount: number, ratedCount: number, breederCount: number, event: { id: string } }> };

export type ServerHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerHealthQuery = { health: boolean };

export type ServerEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerEventsQuery = { events: Array<{ id: string }> };

export type ServerGetClientByJwtQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerGetClientByJwtQuery = { getClientByJWT: { email: string } };

export type ServerHealth2QueryVariables = Exact<{ [key: string]: never; }>;


export type ServerHealth2Query = { health: boolean };

export type ServerRenderingResultEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerRenderingResultEventsQuery = { resultEvents: Array<{ cageCount: number, event: { id: string } }> };

export type ServerTimeHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerTimeHealthQuery = { health: boolean };

export type SessionSocketsLogoutMutationVariables = Exact<{
  everywhere?: boolean | null | undefined;
}>;


export type SessionSocketsLogoutMutation = { logoutClient: boolean };

export type SessionSocketsSetRoleMutationVariables = Exact<{
  id: number;
  role: Role;
}>;


export type SessionSocketsSetRoleMutation = { setClientRole: { id: number, role: Role } };

export type LQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type LQuery = { loginClient: { token: string, client: { id: number } } };

export type SeveralProcessesHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesHealthQuery = { health: boolean };

export type SeveralProcessesGetClientByJwtQueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesGetClientByJwtQuery = { getClientByJWT: { email: string } };

export type SeveralProcessesEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesEventsQuery = { events: Array<{ id: string, status: EventStatus }> };

export type EQueryVariables = Exact<{
  id: string | number;
}>;


export type EQuery = { event: { classes: Array<{ code: PigeonClass, judges: Array<{ id: string }> }> } };

export type JMutationVariables = Exact<{
  eventId: string | number;
  assignments: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type JMutation = { assignJudges: { id: string } };

export type SeveralProcessesResultEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesResultEventsQuery = { resultEvents: Array<{ event: { id: string } }> };

export type SeveralProcessesBreedersQueryVariables = Exact<{
  id: string | number;
}>;


export type SeveralProcessesBreedersQuery = { eventResults: { breeders: Array<{ breeder: { shownName: string } }> } };

export type SeveralProcessesGetClientByJwt2QueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesGetClientByJwt2Query = { getClientByJWT: { firstName: string, lastName: string, emailPublic: boolean } };

export type SeveralProcessesRenameMutationVariables = Exact<{
  id: number;
  firstName: string;
}>;


export type SeveralProcessesRenameMutation = { saveClient: { id: number } };

export type SeveralProcessesRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesRulesQuery = { classificationRules: Array<{ level: ClassLevel, sex: Sex, code: PigeonClass, minKm: number, minPrizes: number, minLastYearKm: number | null }> };

export type SeveralProcessesUpdateRulesMutationVariables = Exact<{
  input: Array<ClassificationRuleInput> | ClassificationRuleInput;
}>;


export type SeveralProcessesUpdateRulesMutation = { updateClassificationRules: Array<{ code: PigeonClass }> };

export type SeveralProcessesHealth2QueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesHealth2Query = { health: boolean };

export type SeveralProcessesJudgeEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type SeveralProcessesJudgeEventsQuery = { judgeEvents: Array<{ event: { id: string, status: EventStatus } }> };

export type SeveralProcessesOwnPigeonsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type SeveralProcessesOwnPigeonsQuery = { judgeCages: Array<{ id: string, ownPigeon: boolean }> };

export type SeveralProcessesSubmitMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type SeveralProcessesSubmitMutation = { submitJudgingOps: Array<{ opId: string, outcome: JudgingOutcome, code: string | null }> };

export type SeveralProcessesJudgementsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type SeveralProcessesJudgementsQuery = { judgeCages: Array<{ id: string, judgement: { total: number | null } | null }> };

export type LoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginQuery = { loginClient: { token: string, client: { id: number } } };

export type CreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type CreatePigeonMutation = { createPigeon: { id: string } };

export type CreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CreateEventMutation = { createEvent: { id: string, status: EventStatus } };

export type UpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type UpdateEventMutation = { updateEvent: { id: string, status: EventStatus } };

export type RegisterMutationVariables = Exact<{
  eventId: string | number;
  pigeonIds: Array<string | number> | string | number;
}>;


export type RegisterMutation = { registerPigeons: { id: string, registrationCount: number } };

export type AssignJudgesMutationVariables = Exact<{
  eventId: string | number;
  assignments: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type AssignJudgesMutation = { assignJudges: { id: string, classes: Array<{ code: PigeonClass, judges: Array<{ id: string, shownName: string }> }> } };

export type AssignCagesMutationVariables = Exact<{
  eventId: string | number;
  force?: boolean | null | undefined;
}>;


export type AssignCagesMutation = { assignCages: { id: string, cageCount: number } };

export type StartEventMutationVariables = Exact<{
  id: string | number;
}>;


export type StartEventMutation = { startEvent: { id: string, status: EventStatus } };

export type EndEventMutationVariables = Exact<{
  id: string | number;
}>;


export type EndEventMutation = { endEvent: { id: string, status: EventStatus, unjudgedCages: Array<{ cageNumber: number }> } };

export type EventCagesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventCagesQuery = { eventCages: Array<{ id: string, cageNumber: number, ringNumber: string, classCode: PigeonClass, manuallySet: boolean }> };

export type JudgementTestFieldsFragment = { opId: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, orderTime: string, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } };

export type JudgeCageTestFieldsFragment = { id: string, eventId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, sex: Sex, color: string, ownPigeon: boolean, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number }, judgement: { opId: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, orderTime: string, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } } | null };

export type SubmitMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
  madeBy?: string | number | null | undefined;
}>;


export type SubmitMutation = { submitJudgingOps: Array<{ opId: string, outcome: JudgingOutcome, code: string | null, message: string | null, field: string | null, receivedAt: string, late: { status: LateOpStatus, decidedAt: string | null } | null, cage: { id: string, eventId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, sex: Sex, color: string, ownPigeon: boolean, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number }, judgement: { opId: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, orderTime: string, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } } | null } | null }> };

export type JudgeCagesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type JudgeCagesQuery = { judgeCages: Array<{ id: string, eventId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, sex: Sex, color: string, ownPigeon: boolean, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number }, judgement: { opId: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, orderTime: string, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } } | null }> };

export type LateQueryVariables = Exact<{
  eventId: string | number;
}>;


export type LateQuery = { lateJudgingOps: Array<{ opId: string, cageId: string, cageNumber: number, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, status: LateOpStatus, clientTime: string, receivedAt: string, judge: { id: string, shownName: string } }> };

export type ResolveMutationVariables = Exact<{
  opId: string | number;
  accept: boolean;
}>;


export type ResolveMutation = { resolveLateJudgingOp: { opId: string, status: LateOpStatus } };

export type DrainerSubmitJudgingOpsMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
  madeBy?: string | number | null | undefined;
}>;


export type DrainerSubmitJudgingOpsMutation = { submitJudgingOps: Array<{ opId: string }> };

export type RuntimeJudgingDevicesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type RuntimeJudgingDevicesQuery = { judgingDevices: Array<{ appVersion: string, pendingCount: number, oldestPendingAt: string | null, judge: { id: string } }> };

export const HistoryTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"effective"}},{"kind":"Field","name":{"kind":"Name","value":"lateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]} as unknown as DocumentNode<HistoryTestFieldsFragment, unknown>;
export const PigeonTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"breederId"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"releaseLocation"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"averageDistanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<PigeonTestFieldsFragment, unknown>;
export const ResultEntryTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultEntryTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]} as unknown as DocumentNode<ResultEntryTestFieldsFragment, unknown>;
export const JudgementTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgementTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Judgement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]} as unknown as DocumentNode<JudgementTestFieldsFragment, unknown>;
export const JudgeCageTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgeCageTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeCage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownPigeon"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgementTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgementTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Judgement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]} as unknown as DocumentNode<JudgeCageTestFieldsFragment, unknown>;
export const AccountsJourneyRegisterJanaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsJourneyRegisterJana"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Jana","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Probe","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountsJourneyRegisterJanaMutation, AccountsJourneyRegisterJanaMutationVariables>;
export const AccountsJourneyVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsJourneyVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<AccountsJourneyVerifyMutation, AccountsJourneyVerifyMutationVariables>;
export const AccountsJourneyRegisterUweDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsJourneyRegisterUwe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Uwe","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Unbestätigt","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountsJourneyRegisterUweMutation, AccountsJourneyRegisterUweMutationVariables>;
export const CertificatesJourneyBreederDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificatesJourneyBreeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<CertificatesJourneyBreederQuery, CertificatesJourneyBreederQueryVariables>;
export const CertificatesJourneyResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificatesJourneyResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultsStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"champions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"place"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CertificatesJourneyResultsQuery, CertificatesJourneyResultsQueryVariables>;
export const CertificatesJourneyFinalizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CertificatesJourneyFinalize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"early"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CertificatesJourneyFinalizeMutation, CertificatesJourneyFinalizeMutationVariables>;
export const CrossSiteJourneyLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossSiteJourneyLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CrossSiteJourneyLoginQuery, CrossSiteJourneyLoginQueryVariables>;
export const CrossSiteJourneyAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossSiteJourneyAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<CrossSiteJourneyAdminQuery, CrossSiteJourneyAdminQueryVariables>;
export const EventsJourneyUpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyUpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyUpdateEventMutation, EventsJourneyUpdateEventMutationVariables>;
export const EventsJourneyRegisterPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyRegisterPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyRegisterPigeonsMutation, EventsJourneyRegisterPigeonsMutationVariables>;
export const EventsJourneyCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyCreateEventMutation, EventsJourneyCreateEventMutationVariables>;
export const EventsJourneyCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyCreatePigeonMutation, EventsJourneyCreatePigeonMutationVariables>;
export const EventsJourneyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsJourneyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyPageQuery, EventsJourneyPageQueryVariables>;
export const EventsJourneyCageCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsJourneyCageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyCageCountsQuery, EventsJourneyCageCountsQueryVariables>;
export const EventsJourneyCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsJourneyCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyCagesQuery, EventsJourneyCagesQueryVariables>;
export const EventsJourneyRegisterAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyRegisterAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyRegisterAgainMutation, EventsJourneyRegisterAgainMutationVariables>;
export const EventsJourneyAssignCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyAssignCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyAssignCagesMutation, EventsJourneyAssignCagesMutationVariables>;
export const EventsJourneyCageCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsJourneyCageCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyCageCountQuery, EventsJourneyCageCountQueryVariables>;
export const EventsJourneyJudgeCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsJourneyJudgeCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyJudgeCagesQuery, EventsJourneyJudgeCagesQueryVariables>;
export const EventsJourneyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyRateMutation, EventsJourneyRateMutationVariables>;
export const EventsJourneyDeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyDeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EventsJourneyDeleteEventMutation, EventsJourneyDeleteEventMutationVariables>;
export const EventsJourneyEndElsewhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EventsJourneyEndElsewhere"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsJourneyEndElsewhereMutation, EventsJourneyEndElsewhereMutationVariables>;
export const FirstVisitJourneyEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstVisitJourneyEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FirstVisitJourneyEventQuery, FirstVisitJourneyEventQueryVariables>;
export const HallJourneyAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HallJourneyAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<HallJourneyAdminQuery, HallJourneyAdminQueryVariables>;
export const HallJourneyEndEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HallJourneyEndEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HallJourneyEndEventMutation, HallJourneyEndEventMutationVariables>;
export const HallJourneyLateOpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HallJourneyLateOps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lateJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}}]}}]}}]} as unknown as DocumentNode<HallJourneyLateOpsQuery, HallJourneyLateOpsQueryVariables>;
export const HallJourneyStartEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HallJourneyStartEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HallJourneyStartEventMutation, HallJourneyStartEventMutationVariables>;
export const HallJourneyReconnectCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HallJourneyReconnectCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<HallJourneyReconnectCagesQuery, HallJourneyReconnectCagesQueryVariables>;
export const HallJourneyReconnectSkipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HallJourneyReconnectSkip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<HallJourneyReconnectSkipMutation, HallJourneyReconnectSkipMutationVariables>;
export const JudgingJourneyCageCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingJourneyCageCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<JudgingJourneyCageCountQuery, JudgingJourneyCageCountQueryVariables>;
export const JudgingJourneyLateOpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingJourneyLateOps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lateJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<JudgingJourneyLateOpsQuery, JudgingJourneyLateOpsQueryVariables>;
export const JudgingJourneyDecideAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingJourneyDecideAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveLateJudgingOp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}}]}}]}}]} as unknown as DocumentNode<JudgingJourneyDecideAgainMutation, JudgingJourneyDecideAgainMutationVariables>;
export const JudgingDayJourneyMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingDayJourneyMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingDayJourneyMeQuery, JudgingDayJourneyMeQueryVariables>;
export const JudgingDayJourneySetRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingDayJourneySetRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingDayJourneySetRoleMutation, JudgingDayJourneySetRoleMutationVariables>;
export const JudgingDayJourneyClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingDayJourneyClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"exhibitorIds"}}]}}]}}]}}]} as unknown as DocumentNode<JudgingDayJourneyClassesQuery, JudgingDayJourneyClassesQueryVariables>;
export const JudgingDayJourneyAssignJudgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingDayJourneyAssignJudges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingDayJourneyAssignJudgesMutation, JudgingDayJourneyAssignJudgesMutationVariables>;
export const LayoutJourneyRegisterLongDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LayoutJourneyRegisterLong"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Lange","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Adresse","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LayoutJourneyRegisterLongMutation, LayoutJourneyRegisterLongMutationVariables>;
export const LayoutJourneyRegisterMarieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LayoutJourneyRegisterMarie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Marie-Luise","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Zimmermann","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LayoutJourneyRegisterMarieMutation, LayoutJourneyRegisterMarieMutationVariables>;
export const LayoutJourneyVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LayoutJourneyVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<LayoutJourneyVerifyMutation, LayoutJourneyVerifyMutationVariables>;
export const MemberDataJourneyRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataJourneyRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Mara","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Abschied","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<MemberDataJourneyRegisterMutation, MemberDataJourneyRegisterMutationVariables>;
export const MemberDataJourneyVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataJourneyVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<MemberDataJourneyVerifyMutation, MemberDataJourneyVerifyMutationVariables>;
export const MemberDataJourneyLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataJourneyLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<MemberDataJourneyLoginQuery, MemberDataJourneyLoginQueryVariables>;
export const MemberDataJourneyPigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataJourneyPigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MemberDataJourneyPigeonMutation, MemberDataJourneyPigeonMutationVariables>;
export const OfficeJourneyCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfficeJourneyCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OfficeJourneyCreatePigeonMutation, OfficeJourneyCreatePigeonMutationVariables>;
export const OfficeJourneyCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfficeJourneyCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OfficeJourneyCreateEventMutation, OfficeJourneyCreateEventMutationVariables>;
export const OfficeJourneyStartEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfficeJourneyStartEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OfficeJourneyStartEventMutation, OfficeJourneyStartEventMutationVariables>;
export const OfficeJourneyJudgeCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficeJourneyJudgeCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<OfficeJourneyJudgeCagesQuery, OfficeJourneyJudgeCagesQueryVariables>;
export const OfficeJourneyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfficeJourneyRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<OfficeJourneyRateMutation, OfficeJourneyRateMutationVariables>;
export const PaymentsJourneyCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsJourneyCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PaymentsJourneyCreateEventMutation, PaymentsJourneyCreateEventMutationVariables>;
export const PaymentsJourneyCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsJourneyCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PaymentsJourneyCreatePigeonMutation, PaymentsJourneyCreatePigeonMutationVariables>;
export const PaymentsJourneyRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsJourneyRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PaymentsJourneyRegisterMutation, PaymentsJourneyRegisterMutationVariables>;
export const PigeonsJourneyCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PigeonsJourneyCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PigeonsJourneyCreatePigeonMutation, PigeonsJourneyCreatePigeonMutationVariables>;
export const PigeonsJourneyMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PigeonsJourneyMyPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}}]}}]}}]} as unknown as DocumentNode<PigeonsJourneyMyPigeonsQuery, PigeonsJourneyMyPigeonsQueryVariables>;
export const PwaJourneyCagedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PwaJourneyCagedEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<PwaJourneyCagedEventsQuery, PwaJourneyCagedEventsQueryVariables>;
export const PwaJourneyCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PwaJourneyCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}}]}}]}}]} as unknown as DocumentNode<PwaJourneyCagesQuery, PwaJourneyCagesQueryVariables>;
export const PwaJourneyCageCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PwaJourneyCageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<PwaJourneyCageCountsQuery, PwaJourneyCageCountsQueryVariables>;
export const RingClaimsJourneyCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RingClaimsJourneyCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RingClaimsJourneyCreatePigeonMutation, RingClaimsJourneyCreatePigeonMutationVariables>;
export const ShellJourneyLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellJourneyLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ShellJourneyLoginQuery, ShellJourneyLoginQueryVariables>;
export const ShowOfficeJourneyStartEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShowOfficeJourneyStartEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShowOfficeJourneyStartEventMutation, ShowOfficeJourneyStartEventMutationVariables>;
export const ShowOfficeJourneyCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShowOfficeJourneyCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShowOfficeJourneyCreatePigeonMutation, ShowOfficeJourneyCreatePigeonMutationVariables>;
export const ShowOfficeJourneyCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShowOfficeJourneyCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShowOfficeJourneyCreateEventMutation, ShowOfficeJourneyCreateEventMutationVariables>;
export const ShowOfficeJourneyJudgeNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowOfficeJourneyJudgeName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ShowOfficeJourneyJudgeNameQuery, ShowOfficeJourneyJudgeNameQueryVariables>;
export const ShowOfficeJourneyCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowOfficeJourneyCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<ShowOfficeJourneyCatalogueQuery, ShowOfficeJourneyCatalogueQueryVariables>;
export const ShowOfficeJourneyJudgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowOfficeJourneyJudge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<ShowOfficeJourneyJudgeQuery, ShowOfficeJourneyJudgeQueryVariables>;
export const ShowOfficeJourneyJudgeCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowOfficeJourneyJudgeCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShowOfficeJourneyJudgeCagesQuery, ShowOfficeJourneyJudgeCagesQueryVariables>;
export const ShowTimeJourneyEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShowTimeJourneyEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}}]}}]}}]} as unknown as DocumentNode<ShowTimeJourneyEventQuery, ShowTimeJourneyEventQueryVariables>;
export const ShowTimeJourneyCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShowTimeJourneyCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ShowTimeJourneyCreateEventMutation, ShowTimeJourneyCreateEventMutationVariables>;
export const JourneyServerReadyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyServerReady"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<JourneyServerReadyQuery, JourneyServerReadyQueryVariables>;
export const JourneyEventsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyEventsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<JourneyEventsPageQuery, JourneyEventsPageQueryVariables>;
export const JourneyLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<JourneyLoginQuery, JourneyLoginQueryVariables>;
export const JourneyJudgingMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyJudgingMyPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingMyPigeonsQuery, JourneyJudgingMyPigeonsQueryVariables>;
export const JourneyJudgingCreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyJudgingCreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"season"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingCreateEventMutation, JourneyJudgingCreateEventMutationVariables>;
export const JourneyJudgingRegisterPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyJudgingRegisterPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingRegisterPigeonsMutation, JourneyJudgingRegisterPigeonsMutationVariables>;
export const JourneyJudgingUpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyJudgingUpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingUpdateEventMutation, JourneyJudgingUpdateEventMutationVariables>;
export const JourneyJudgingJudgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyJudgingJudge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingJudgeQuery, JourneyJudgingJudgeQueryVariables>;
export const JourneyJudgingClassesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyJudgingClasses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingClassesQuery, JourneyJudgingClassesQueryVariables>;
export const JourneyJudgingAssignJudgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyJudgingAssignJudges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingAssignJudgesMutation, JourneyJudgingAssignJudgesMutationVariables>;
export const JourneyJudgingAssignCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyJudgingAssignCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingAssignCagesMutation, JourneyJudgingAssignCagesMutationVariables>;
export const JourneyJudgingStartEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyJudgingStartEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingStartEventMutation, JourneyJudgingStartEventMutationVariables>;
export const JourneyJudgingJudgedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyJudgingJudged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgingProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judged"}}]}}]}}]}}]} as unknown as DocumentNode<JourneyJudgingJudgedQuery, JourneyJudgingJudgedQueryVariables>;
export const JourneyEndedShowPigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyEndedShowPigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyEndedShowPigeonMutation, JourneyEndedShowPigeonMutationVariables>;
export const JourneyEndedShowStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyEndedShowStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyEndedShowStartMutation, JourneyEndedShowStartMutationVariables>;
export const JourneyEndedShowCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyEndedShowCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<JourneyEndedShowCagesQuery, JourneyEndedShowCagesQueryVariables>;
export const JourneyEndedShowRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyEndedShowRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<JourneyEndedShowRateMutation, JourneyEndedShowRateMutationVariables>;
export const JourneyEndedShowEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JourneyEndedShowEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JourneyEndedShowEndMutation, JourneyEndedShowEndMutationVariables>;
export const SeasonJourneyFinalizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SeasonJourneyFinalize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"early"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SeasonJourneyFinalizeMutation, SeasonJourneyFinalizeMutationVariables>;
export const SeasonJourneyShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeasonJourneyShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}}]}}]}}]} as unknown as DocumentNode<SeasonJourneyShowQuery, SeasonJourneyShowQueryVariables>;
export const UpdateJourneyEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdateJourneyEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateJourneyEventsQuery, UpdateJourneyEventsQueryVariables>;
export const UpdateJourneyJudgedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdateJourneyJudged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgingProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judged"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateJourneyJudgedQuery, UpdateJourneyJudgedQueryVariables>;
export const AccountSelfServiceRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSelfServiceRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Erika","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Muster","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountSelfServiceRegisterMutation, AccountSelfServiceRegisterMutationVariables>;
export const VerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Verify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<VerifyMutation, VerifyMutationVariables>;
export const AccountSelfServiceResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSelfServiceResend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}]}}]} as unknown as DocumentNode<AccountSelfServiceResendMutation, AccountSelfServiceResendMutationVariables>;
export const AccountSelfServiceLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSelfServiceLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountSelfServiceLoginQuery, AccountSelfServiceLoginQueryVariables>;
export const AccountSelfServiceMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSelfServiceMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<AccountSelfServiceMeQuery, AccountSelfServiceMeQueryVariables>;
export const ChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Change"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangeMutation, ChangeMutationVariables>;
export const AccountSelfServiceSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSelfServiceSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Erika","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Muster","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"BooleanValue","value":false}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<AccountSelfServiceSaveMutation, AccountSelfServiceSaveMutationVariables>;
export const ConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ConfirmMutation, ConfirmMutationVariables>;
export const AccountSelfServiceRequestResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSelfServiceRequestReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountSelfServiceRequestResetMutation, AccountSelfServiceRequestResetMutationVariables>;
export const ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResetMutation, ResetMutationVariables>;
export const AccountsRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountsRegisterMutation, AccountsRegisterMutationVariables>;
export const AccountsLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountsLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<AccountsLoginQuery, AccountsLoginQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AccountsSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"website"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"Variable","name":{"kind":"Name","value":"website"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}}]}}]} as unknown as DocumentNode<AccountsSaveMutation, AccountsSaveMutationVariables>;
export const AccountsRequestResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountsRequestReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AccountsRequestResetMutation, AccountsRequestResetMutationVariables>;
export const TrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Trail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntryKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventAuditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"judgeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<TrailQuery, TrailQueryVariables>;
export const EnterCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnterCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterPaperCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"judgeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]} as unknown as DocumentNode<EnterCardsMutation, EnterCardsMutationVariables>;
export const CagesSetCageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CagesSetCage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCageNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"manuallySet"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}}]}}]}}]} as unknown as DocumentNode<CagesSetCageMutation, CagesSetCageMutationVariables>;
export const CagesJudgeEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CagesJudgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classCodes"}}]}}]}}]} as unknown as DocumentNode<CagesJudgeEventsQuery, CagesJudgeEventsQueryVariables>;
export const CagesJudgeEvents2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CagesJudgeEvents2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CagesJudgeEvents2Query, CagesJudgeEvents2QueryVariables>;
export const EventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Event"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventQuery, EventQueryVariables>;
export const CagesStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CagesStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CagesStartMutation, CagesStartMutationVariables>;
export const CatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Catalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueQuery, CatalogueQueryVariables>;
export const ChecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Checks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exhibitorIds"}}]}}]}}]}}]} as unknown as DocumentNode<ChecksQuery, ChecksQueryVariables>;
export const CrossSiteLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossSiteLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<CrossSiteLoginQuery, CrossSiteLoginQueryVariables>;
export const DatabaseTitlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseTitles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DatabaseTitlesQuery, DatabaseTitlesQueryVariables>;
export const DatabaseLoginClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseLoginClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<DatabaseLoginClientQuery, DatabaseLoginClientQueryVariables>;
export const EmailChangeRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Erika","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Muster","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<EmailChangeRegisterMutation, EmailChangeRegisterMutationVariables>;
export const EmailChangeLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailChangeLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<EmailChangeLoginQuery, EmailChangeLoginQueryVariables>;
export const EmailChangeMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailChangeMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]} as unknown as DocumentNode<EmailChangeMeQuery, EmailChangeMeQueryVariables>;
export const EmailChangeSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Erika","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Muster","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"BooleanValue","value":false}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]} as unknown as DocumentNode<EmailChangeSaveMutation, EmailChangeSaveMutationVariables>;
export const EmailChangeResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeResend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<EmailChangeResendMutation, EmailChangeResendMutationVariables>;
export const CancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Cancel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelEmailChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<CancelMutation, CancelMutationVariables>;
export const EmailChangeRequestResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailChangeRequestReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EmailChangeRequestResetMutation, EmailChangeRequestResetMutationVariables>;
export const EmailChangeClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailChangeClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<EmailChangeClientsQuery, EmailChangeClientsQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"everywhere"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"everywhere"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everywhere"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ErrorsEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrorsEventsQuery, ErrorsEventsQueryVariables>;
export const ErrorsEvents2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsEvents2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrorsEvents2Query, ErrorsEvents2QueryVariables>;
export const ErrorsHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<ErrorsHealthQuery, ErrorsHealthQueryVariables>;
export const OverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Overview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breederCount"}},{"kind":"Field","name":{"kind":"Name","value":"pigeonCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judgedCount"}},{"kind":"Field","name":{"kind":"Name","value":"classesWithoutJudge"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLateRatings"}}]}}]}}]}}]} as unknown as DocumentNode<OverviewQuery, OverviewQueryVariables>;
export const EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Events"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"upcomingOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"upcomingOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"upcomingOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<EventsQuery, EventsQueryVariables>;
export const PageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Page"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<PageQuery, PageQueryVariables>;
export const EventsEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]}}]}}]} as unknown as DocumentNode<EventsEventsQuery, EventsEventsQueryVariables>;
export const EventsDemoEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsDemoEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventsDemoEventsQuery, EventsDemoEventsQueryVariables>;
export const EventsDemoLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsDemoLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<EventsDemoLoginQuery, EventsDemoLoginQueryVariables>;
export const EventsDemoJudgeEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsDemoJudgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classCodes"}}]}}]}}]} as unknown as DocumentNode<EventsDemoJudgeEventsQuery, EventsDemoJudgeEventsQueryVariables>;
export const EventsLifecycleEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsLifecycleEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratingScheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}},{"kind":"Field","name":{"kind":"Name","value":"back"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}},{"kind":"Field","name":{"kind":"Name","value":"musculature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventsLifecycleEventQuery, EventsLifecycleEventQueryVariables>;
export const EventsLifecycleEndedAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsLifecycleEndedAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]}}]} as unknown as DocumentNode<EventsLifecycleEndedAtQuery, EventsLifecycleEndedAtQueryVariables>;
export const DeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmTitle"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmTitle"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmTitle"}}}]}]}}]} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const SetCageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCageNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetCageMutation, SetCageMutationVariables>;
export const EventsLifecycleEvent2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsLifecycleEvent2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]} as unknown as DocumentNode<EventsLifecycleEvent2Query, EventsLifecycleEvent2QueryVariables>;
export const EventsLifecycleCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsLifecycleCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EventsLifecycleCagesQuery, EventsLifecycleCagesQueryVariables>;
export const WaitingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Waiting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unjudgedCages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingQuery, WaitingQueryVariables>;
export const ProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Progress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgingProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judged"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"judged"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProgressQuery, ProgressQueryVariables>;
export const FeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Fees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pigeonFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"breederFeeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"openCents"}},{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pigeonCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FeesQuery, FeesQueryVariables>;
export const MyFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pigeonFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"breederFeeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pigeonCount"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<MyFeeQuery, MyFeeQueryVariables>;
export const FeesMyFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeesMyFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]} as unknown as DocumentNode<FeesMyFeesQuery, FeesMyFeesQueryVariables>;
export const RecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Record"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breederId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paidOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFeePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"breederId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breederId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"paidOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paidOn"}}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidOn"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<RecordMutation, RecordMutationVariables>;
export const MyPayToDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPayTo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"payTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyPayToQuery, MyPayToQueryVariables>;
export const FeesUnregisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FeesUnregister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pigeonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unregisterPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pigeonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FeesUnregisterMutation, FeesUnregisterMutationVariables>;
export const ForeignRingsCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForeignRingsCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}}]}}]}}]} as unknown as DocumentNode<ForeignRingsCreatePigeonMutation, ForeignRingsCreatePigeonMutationVariables>;
export const ForeignRingsMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForeignRingsMyPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"releaseLocation"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]}}]}}]} as unknown as DocumentNode<ForeignRingsMyPigeonsQuery, ForeignRingsMyPigeonsQueryVariables>;
export const ForeignRingsImportFlightDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForeignRingsImportFlightData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFlightData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ForeignRingsImportFlightDataMutation, ForeignRingsImportFlightDataMutationVariables>;
export const ImportImportFlightDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportImportFlightData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFlightData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"delimiter"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"otherLine"}},{"kind":"Field","name":{"kind":"Name","value":"firstLine"}},{"kind":"Field","name":{"kind":"Name","value":"example"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"dateYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportImportFlightDataMutation, ImportImportFlightDataMutationVariables>;
export const ImportMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportMyPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]}}]}}]} as unknown as DocumentNode<ImportMyPigeonsQuery, ImportMyPigeonsQueryVariables>;
export const ImportLimitsImportFlightDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportLimitsImportFlightData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFlightData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportLimitsImportFlightDataMutation, ImportLimitsImportFlightDataMutationVariables>;
export const ImportLimitsHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportLimitsHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<ImportLimitsHealthQuery, ImportLimitsHealthQueryVariables>;
export const InputEdgesLoginClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InputEdgesLoginClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"x","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<InputEdgesLoginClientQuery, InputEdgesLoginClientQueryVariables>;
export const InputEdgesClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InputEdgesClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InputEdgesClientsQuery, InputEdgesClientsQueryVariables>;
export const JudgeStatisticsCorrectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgeStatisticsCorrect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scores"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingScoresInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctJudgement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scores"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scores"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oldTotal"}},{"kind":"Field","name":{"kind":"Name","value":"newTotal"}}]}}]}}]} as unknown as DocumentNode<JudgeStatisticsCorrectMutation, JudgeStatisticsCorrectMutationVariables>;
export const JudgeStatisticsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgeStatisticsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"}},{"kind":"Field","name":{"kind":"Name","value":"ratings"}},{"kind":"Field","name":{"kind":"Name","value":"skips"}},{"kind":"Field","name":{"kind":"Name","value":"meanTotal"}},{"kind":"Field","name":{"kind":"Name","value":"spread"}},{"kind":"Field","name":{"kind":"Name","value":"deviation"}},{"kind":"Field","name":{"kind":"Name","value":"tendency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"classMean"}},{"kind":"Field","name":{"kind":"Name","value":"classSpread"}}]}}]}}]}}]} as unknown as DocumentNode<JudgeStatisticsOfQuery, JudgeStatisticsOfQueryVariables>;
export const JudgingAssignJudgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingAssignJudges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingAssignJudgesMutation, JudgingAssignJudgesMutationVariables>;
export const JudgingUpdatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingUpdatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<JudgingUpdatePigeonMutation, JudgingUpdatePigeonMutationVariables>;
export const JudgingAssignJudges2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingAssignJudges2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingAssignJudges2Mutation, JudgingAssignJudges2MutationVariables>;
export const JudgingAssignJudges3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingAssignJudges3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingAssignJudges3Mutation, JudgingAssignJudges3MutationVariables>;
export const JudgingSetClientRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingSetClientRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingSetClientRoleMutation, JudgingSetClientRoleMutationVariables>;
export const JudgingEvent3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingEvent3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"exhibitorIds"}}]}}]}}]}}]} as unknown as DocumentNode<JudgingEvent3Query, JudgingEvent3QueryVariables>;
export const JudgingAssignJudges4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingAssignJudges4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingAssignJudges4Mutation, JudgingAssignJudges4MutationVariables>;
export const JudgingEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownPigeonJudgements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JudgingEventQuery, JudgingEventQueryVariables>;
export const JudgingSetClientRole2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingSetClientRole2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingSetClientRole2Mutation, JudgingSetClientRole2MutationVariables>;
export const JudgingJudgeCageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingJudgeCage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ownPigeon"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}}]}}]}}]}}]} as unknown as DocumentNode<JudgingJudgeCageQuery, JudgingJudgeCageQueryVariables>;
export const JudgingEvent2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgingEvent2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgingProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judged"}}]}}]}}]}}]} as unknown as DocumentNode<JudgingEvent2Query, JudgingEvent2QueryVariables>;
export const JudgingClocksSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingClocksSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JudgingClocksSubmitMutation, JudgingClocksSubmitMutationVariables>;
export const JudgingClocksAssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JudgingClocksAssign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JudgingClocksAssignMutation, JudgingClocksAssignMutationVariables>;
export const DevicesReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DevicesReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"report"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingDeviceReport"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportJudgingDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"report"},"value":{"kind":"Variable","name":{"kind":"Name","value":"report"}}}]}]}}]} as unknown as DocumentNode<DevicesReportMutation, DevicesReportMutationVariables>;
export const DevicesOfEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevicesOfEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgingDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"oldestPendingAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyForOffline"}},{"kind":"Field","name":{"kind":"Name","value":"storagePersisted"}},{"kind":"Field","name":{"kind":"Name","value":"batteryLevel"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}}]}}]}}]} as unknown as DocumentNode<DevicesOfEventQuery, DevicesOfEventQueryVariables>;
export const DevicesSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DevicesSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"madeBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"device"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingDeviceReport"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}},{"kind":"Argument","name":{"kind":"Name","value":"madeBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"madeBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"device"},"value":{"kind":"Variable","name":{"kind":"Name","value":"device"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"late"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DevicesSubmitMutation, DevicesSubmitMutationVariables>;
export const DevicesDeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DevicesDeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DevicesDeleteEventMutation, DevicesDeleteEventMutationVariables>;
export const LateDecisionsMineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LateDecisionsMine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLateDecisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgeCageTestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgementTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Judgement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgeCageTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeCage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownPigeon"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgementTestFields"}}]}}]}}]} as unknown as DocumentNode<LateDecisionsMineQuery, LateDecisionsMineQueryVariables>;
export const LateDecisionsAssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LateDecisionsAssign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"e"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"e"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LateDecisionsAssignMutation, LateDecisionsAssignMutationVariables>;
export const LateDecisionsSetRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LateDecisionsSetRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<LateDecisionsSetRoleMutation, LateDecisionsSetRoleMutationVariables>;
export const LockoutLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LockoutLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LockoutLoginQuery, LockoutLoginQueryVariables>;
export const AskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Ask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AskMutation, AskMutationVariables>;
export const GreetingRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GreetingRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salutation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Salutation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"salutation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salutation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<GreetingRegisterMutation, GreetingRegisterMutationVariables>;
export const GreetingVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GreetingVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<GreetingVerifyMutation, GreetingVerifyMutationVariables>;
export const GreetingLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GreetingLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<GreetingLoginQuery, GreetingLoginQueryVariables>;
export const GreetingSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GreetingSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salutation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Salutation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}}},{"kind":"Argument","name":{"kind":"Name","value":"salutation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salutation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}}]}}]}}]} as unknown as DocumentNode<GreetingSaveMutation, GreetingSaveMutationVariables>;
export const GreetingSaveNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GreetingSaveNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}}]}}]}}]} as unknown as DocumentNode<GreetingSaveNamesMutation, GreetingSaveNamesMutationVariables>;
export const GreetingRequestResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GreetingRequestReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<GreetingRequestResetMutation, GreetingRequestResetMutationVariables>;
export const MainHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MainHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<MainHealthQuery, MainHealthQueryVariables>;
export const MemberDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"}}]}}]} as unknown as DocumentNode<MemberDataExportQuery, MemberDataExportQueryVariables>;
export const MemberDataExportEnglishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataExportEnglish"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"en"}}]}]}}]} as unknown as DocumentNode<MemberDataExportEnglishQuery, MemberDataExportEnglishQueryVariables>;
export const MemberDataDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<MemberDataDeleteMutation, MemberDataDeleteMutationVariables>;
export const MemberDataMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<MemberDataMeQuery, MemberDataMeQueryVariables>;
export const MemberDataLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<MemberDataLoginQuery, MemberDataLoginQueryVariables>;
export const MemberDataRegisterAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataRegisterAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Neu","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Anfang","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MemberDataRegisterAccountMutation, MemberDataRegisterAccountMutationVariables>;
export const MemberDataRegisterPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataRegisterPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MemberDataRegisterPigeonsMutation, MemberDataRegisterPigeonsMutationVariables>;
export const MemberDataCloseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataClose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MemberDataCloseMutation, MemberDataCloseMutationVariables>;
export const MemberDataMarkPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataMarkPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breederId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFeePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"breederId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breederId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amountCents"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountCents"}}},{"kind":"Argument","name":{"kind":"Name","value":"paidOn"},"value":{"kind":"StringValue","value":"2026-01-15","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"EnumValue","value":"TRANSFER"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]} as unknown as DocumentNode<MemberDataMarkPaidMutation, MemberDataMarkPaidMutationVariables>;
export const MemberDataEnterCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberDataEnterCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterPaperCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"judgeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<MemberDataEnterCardsMutation, MemberDataEnterCardsMutationVariables>;
export const MemberDataResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sum"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestBreeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sum"}}]}}]}}]}}]} as unknown as DocumentNode<MemberDataResultsQuery, MemberDataResultsQueryVariables>;
export const MemberDataEventCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataEventCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}}]}}]}}]} as unknown as DocumentNode<MemberDataEventCountQuery, MemberDataEventCountQueryVariables>;
export const MemberDataFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataFees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}}]}}]}}]}}]} as unknown as DocumentNode<MemberDataFeesQuery, MemberDataFeesQueryVariables>;
export const MemberDataClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDataClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MemberDataClientsQuery, MemberDataClientsQueryVariables>;
export const ResultsStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resultsStatus"}},{"kind":"Field","name":{"kind":"Name","value":"objectionDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"objectionDays"}},{"kind":"Field","name":{"kind":"Name","value":"resultsFinalAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]}}]} as unknown as DocumentNode<ResultsStateQuery, ResultsStateQueryVariables>;
export const FileObjectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileObjection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileObjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"filedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}}]}}]} as unknown as DocumentNode<FileObjectionMutation, FileObjectionMutationVariables>;
export const ObjectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Objections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ObjectionsQuery, ObjectionsQueryVariables>;
export const AnswerObjectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerObjection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"upheld"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerObjection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"upheld"},"value":{"kind":"Variable","name":{"kind":"Name","value":"upheld"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}}]}}]}}]} as unknown as DocumentNode<AnswerObjectionMutation, AnswerObjectionMutationVariables>;
export const CorrectJudgementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectJudgement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scores"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingScoresInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctJudgement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scores"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scores"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldTotal"}},{"kind":"Field","name":{"kind":"Name","value":"newTotal"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<CorrectJudgementMutation, CorrectJudgementMutationVariables>;
export const FinalizeResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"early"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"early"},"value":{"kind":"Variable","name":{"kind":"Name","value":"early"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resultsStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resultsFinalAt"}}]}}]}}]} as unknown as DocumentNode<FinalizeResultsMutation, FinalizeResultsMutationVariables>;
export const CorrectedResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectedResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"place"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestBreeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sum"}}]}},{"kind":"Field","name":{"kind":"Name","value":"corrections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"oldTotal"}},{"kind":"Field","name":{"kind":"Name","value":"newTotal"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<CorrectedResultsQuery, CorrectedResultsQueryVariables>;
export const EnterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Enter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterPaperCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"judgeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"judgeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"late"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownPigeon"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EnterMutation, EnterMutationVariables>;
export const HistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"History"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"effective"}},{"kind":"Field","name":{"kind":"Name","value":"lateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]} as unknown as DocumentNode<HistoryQuery, HistoryQueryVariables>;
export const EventHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventJudgingHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enteredBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"effective"}},{"kind":"Field","name":{"kind":"Name","value":"lateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]} as unknown as DocumentNode<EventHistoryQuery, EventHistoryQueryVariables>;
export const PigeonsMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PigeonsMyPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"breederId"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"releaseLocation"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"averageDistanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<PigeonsMyPigeonsQuery, PigeonsMyPigeonsQueryVariables>;
export const PigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"breederId"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"releaseLocation"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"averageDistanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<PigeonQuery, PigeonQueryVariables>;
export const PigeonsCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PigeonsCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"breederId"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"releaseLocation"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"averageDistanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<PigeonsCreatePigeonMutation, PigeonsCreatePigeonMutationVariables>;
export const UpdatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"breederId"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"releaseLocation"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"averageDistanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]} as unknown as DocumentNode<UpdatePigeonMutation, UpdatePigeonMutationVariables>;
export const DeletePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePigeonMutation, DeletePigeonMutationVariables>;
export const PigeonsDemoLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PigeonsDemoLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<PigeonsDemoLoginQuery, PigeonsDemoLoginQueryVariables>;
export const PigeonsDemoMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PigeonsDemoMyPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<PigeonsDemoMyPigeonsQuery, PigeonsDemoMyPigeonsQueryVariables>;
export const MyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<MyPigeonsQuery, MyPigeonsQueryVariables>;
export const PigeonsRulesCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PigeonsRulesCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PigeonsRulesCreatePigeonMutation, PigeonsRulesCreatePigeonMutationVariables>;
export const ClassificationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassificationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classificationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minKm"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"minLastYearKm"}}]}}]}}]} as unknown as DocumentNode<ClassificationRulesQuery, ClassificationRulesQueryVariables>;
export const UpdateClassificationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClassificationRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassificationRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClassificationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minKm"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"minLastYearKm"}}]}}]}}]} as unknown as DocumentNode<UpdateClassificationRulesMutation, UpdateClassificationRulesMutationVariables>;
export const RateLimiterRequestResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateLimiterRequestReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"de"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RateLimiterRequestResetMutation, RateLimiterRequestResetMutationVariables>;
export const RegistrationsEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationsEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pigeonId"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationsEventQuery, RegistrationsEventQueryVariables>;
export const RegistrationsUnregisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationsUnregister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pigeonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unregisterPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pigeonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}}]}}]}}]} as unknown as DocumentNode<RegistrationsUnregisterMutation, RegistrationsUnregisterMutationVariables>;
export const RegistrationsCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationsCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegistrationsCreatePigeonMutation, RegistrationsCreatePigeonMutationVariables>;
export const IDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"I"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFlightData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}}]}}]}}]} as unknown as DocumentNode<IMutation, IMutationVariables>;
export const RegistrationsMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationsMyPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"IntValue","value":"2026"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationsMyPigeonsQuery, RegistrationsMyPigeonsQueryVariables>;
export const RegistrationsEvent2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationsEvent2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}}]}}]}}]} as unknown as DocumentNode<RegistrationsEvent2Query, RegistrationsEvent2QueryVariables>;
export const RegistrationsMyPigeons2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationsMyPigeons2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RegistrationsMyPigeons2Query, RegistrationsMyPigeons2QueryVariables>;
export const UDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"U"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UMutation, UMutationVariables>;
export const RegistrationsStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationsStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RegistrationsStartMutation, RegistrationsStartMutationVariables>;
export const TDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"T"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<TQuery, TQueryVariables>;
export const RegistrationsUpdatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegistrationsUpdatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegistrationsUpdatePigeonMutation, RegistrationsUpdatePigeonMutationVariables>;
export const EventResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"ratedCount"}},{"kind":"Field","name":{"kind":"Name","value":"prizeCount"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultEntryTestFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topTotals"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultEntryTestFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestBreeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topTotals"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"ranked"}},{"kind":"Field","name":{"kind":"Name","value":"ratedCount"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreak"}}]}},{"kind":"Field","name":{"kind":"Name","value":"champion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"champions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestCocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultEntryTestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestHens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultEntryTestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultEntryTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResultEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]} as unknown as DocumentNode<EventResultsQuery, EventResultsQueryVariables>;
export const ResultEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"champions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratedCount"}},{"kind":"Field","name":{"kind":"Name","value":"breederCount"}}]}}]}}]} as unknown as DocumentNode<ResultEventsQuery, ResultEventsQueryVariables>;
export const ResultsEventResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsEventResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultsEventResultsQuery, ResultsEventResultsQueryVariables>;
export const ResultsLateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsLate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lateRatings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]}}]} as unknown as DocumentNode<ResultsLateQuery, ResultsLateQueryVariables>;
export const ResultsUpdatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResultsUpdatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<ResultsUpdatePigeonMutation, ResultsUpdatePigeonMutationVariables>;
export const ResultsMyRegistrationColorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsMyRegistrationColor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<ResultsMyRegistrationColorQuery, ResultsMyRegistrationColorQueryVariables>;
export const NDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"N"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bestBreeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NQuery, NQueryVariables>;
export const ResultsRenameGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResultsRenameGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"other@example.org","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Breeder","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"gast","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"BooleanValue","value":false}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"StringValue","value":"https://example.org/schlag","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResultsRenameGuestMutation, ResultsRenameGuestMutationVariables>;
export const ResultsRenameBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResultsRenameBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"other@example.org","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Breeder","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"other","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"BooleanValue","value":false}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"StringValue","value":"https://example.org/schlag","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResultsRenameBackMutation, ResultsRenameBackMutationVariables>;
export const ResultsDemoResultEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsDemoResultEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"champions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratedCount"}},{"kind":"Field","name":{"kind":"Name","value":"breederCount"}}]}}]}}]} as unknown as DocumentNode<ResultsDemoResultEventsQuery, ResultsDemoResultEventsQueryVariables>;
export const ResultsDemoEventResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsDemoEventResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"prize"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestBreeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"topTotals"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreak"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"champion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestCocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestHens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<ResultsDemoEventResultsQuery, ResultsDemoEventResultsQueryVariables>;
export const ResultsDemoPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultsDemoPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"classCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonClass"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"classCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"classCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"breederList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultsDemoPagesQuery, ResultsDemoPagesQueryVariables>;
export const MailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Mails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResultsMails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"mails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]}}]} as unknown as DocumentNode<MailsQuery, MailsQueryVariables>;
export const ResultsMailsResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResultsMailsResend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breederId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendResultsMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"breederId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breederId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ResultsMailsResendMutation, ResultsMailsResendMutationVariables>;
export const ResendFailedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendFailed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendFailedResultsMails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]}}]} as unknown as DocumentNode<ResendFailedMutation, ResendFailedMutationVariables>;
export const UpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Updated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendUpdatedResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"mails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatedMutation, UpdatedMutationVariables>;
export const ClaimsCreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimsCreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ClaimsCreatePigeonMutation, ClaimsCreatePigeonMutationVariables>;
export const ClaimsFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimsFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ringNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileRingClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ringNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ringNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claimantEmail"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holderEmail"}}]}}]}}]} as unknown as DocumentNode<ClaimsFileMutation, ClaimsFileMutationVariables>;
export const ClaimsMineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimsMine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRingClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimsMineQuery, ClaimsMineQueryVariables>;
export const ClaimsOfficeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimsOffice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RingClaimStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ringClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"claimant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claimantEmail"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holderEmail"}}]}}]}}]} as unknown as DocumentNode<ClaimsOfficeQuery, ClaimsOfficeQueryVariables>;
export const ClaimsTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimsTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferRingClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]} as unknown as DocumentNode<ClaimsTransferMutation, ClaimsTransferMutationVariables>;
export const ClaimsRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimsReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRingClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}}]}}]}}]} as unknown as DocumentNode<ClaimsRejectMutation, ClaimsRejectMutationVariables>;
export const ClaimsMyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimsMyPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ClaimsMyPigeonsQuery, ClaimsMyPigeonsQueryVariables>;
export const ClaimsRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClaimsRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}}]}}]}}]} as unknown as DocumentNode<ClaimsRegistrationsQuery, ClaimsRegistrationsQueryVariables>;
export const RolesClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesClients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RolesClientsQuery, RolesClientsQueryVariables>;
export const SetRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SetRoleMutation, SetRoleMutationVariables>;
export const RolesGetClientByJwtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolesGetClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RolesGetClientByJwtQuery, RolesGetClientByJwtQueryVariables>;
export const SeasonChampionshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeasonChampionship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bestOf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasonChampionship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}},{"kind":"Argument","name":{"kind":"Name","value":"bestOf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bestOf"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"shows"}},{"kind":"Field","name":{"kind":"Name","value":"countedShows"}}]}}]}}]} as unknown as DocumentNode<SeasonChampionshipQuery, SeasonChampionshipQueryVariables>;
export const SeasonFinalizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SeasonFinalize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"early"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resultsStatus"}}]}}]}}]} as unknown as DocumentNode<SeasonFinalizeMutation, SeasonFinalizeMutationVariables>;
export const SeasonShowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeasonShows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seasonShows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"ratedCount"}},{"kind":"Field","name":{"kind":"Name","value":"breederCount"}}]}}]}}]} as unknown as DocumentNode<SeasonShowsQuery, SeasonShowsQueryVariables>;
export const ServerHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<ServerHealthQuery, ServerHealthQueryVariables>;
export const ServerEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ServerEventsQuery, ServerEventsQueryVariables>;
export const ServerGetClientByJwtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerGetClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ServerGetClientByJwtQuery, ServerGetClientByJwtQueryVariables>;
export const ServerHealth2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerHealth2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<ServerHealth2Query, ServerHealth2QueryVariables>;
export const ServerRenderingResultEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerRenderingResultEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<ServerRenderingResultEventsQuery, ServerRenderingResultEventsQueryVariables>;
export const ServerTimeHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerTimeHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<ServerTimeHealthQuery, ServerTimeHealthQueryVariables>;
export const SessionSocketsLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"everywhere"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"everywhere"},"value":{"kind":"Variable","name":{"kind":"Name","value":"everywhere"}}}]}]}}]} as unknown as DocumentNode<SessionSocketsLogoutMutation, SessionSocketsLogoutMutationVariables>;
export const SessionSocketsSetRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionSocketsSetRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SessionSocketsSetRoleMutation, SessionSocketsSetRoleMutationVariables>;
export const LDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"L"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LQuery, LQueryVariables>;
export const SeveralProcessesHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<SeveralProcessesHealthQuery, SeveralProcessesHealthQueryVariables>;
export const SeveralProcessesGetClientByJwtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesGetClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesGetClientByJwtQuery, SeveralProcessesGetClientByJwtQueryVariables>;
export const SeveralProcessesEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesEventsQuery, SeveralProcessesEventsQueryVariables>;
export const EDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"E"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EQuery, EQueryVariables>;
export const JDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"J"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignments"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignments"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<JMutation, JMutationVariables>;
export const SeveralProcessesResultEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesResultEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesResultEventsQuery, SeveralProcessesResultEventsQueryVariables>;
export const SeveralProcessesBreedersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesBreeders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breeder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesBreedersQuery, SeveralProcessesBreedersQueryVariables>;
export const SeveralProcessesGetClientByJwt2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesGetClientByJWT2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesGetClientByJwt2Query, SeveralProcessesGetClientByJwt2QueryVariables>;
export const SeveralProcessesRenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SeveralProcessesRename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"zuechter@example.org","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Neumann-Zimmermann","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesRenameMutation, SeveralProcessesRenameMutationVariables>;
export const SeveralProcessesRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classificationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minKm"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"minLastYearKm"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesRulesQuery, SeveralProcessesRulesQueryVariables>;
export const SeveralProcessesUpdateRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SeveralProcessesUpdateRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassificationRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClassificationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesUpdateRulesMutation, SeveralProcessesUpdateRulesMutationVariables>;
export const SeveralProcessesHealth2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesHealth2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"}}]}}]} as unknown as DocumentNode<SeveralProcessesHealth2Query, SeveralProcessesHealth2QueryVariables>;
export const SeveralProcessesJudgeEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesJudgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesJudgeEventsQuery, SeveralProcessesJudgeEventsQueryVariables>;
export const SeveralProcessesOwnPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesOwnPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ownPigeon"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesOwnPigeonsQuery, SeveralProcessesOwnPigeonsQueryVariables>;
export const SeveralProcessesSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SeveralProcessesSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesSubmitMutation, SeveralProcessesSubmitMutationVariables>;
export const SeveralProcessesJudgementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeveralProcessesJudgements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<SeveralProcessesJudgementsQuery, SeveralProcessesJudgementsQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginQuery, LoginQueryVariables>;
export const CreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePigeonMutation, CreatePigeonMutationVariables>;
export const CreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const AssignJudgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignJudges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignments"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignments"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignJudgesMutation, AssignJudgesMutationVariables>;
export const AssignCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<AssignCagesMutation, AssignCagesMutationVariables>;
export const StartEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StartEventMutation, StartEventMutationVariables>;
export const EndEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unjudgedCages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]}}]} as unknown as DocumentNode<EndEventMutation, EndEventMutationVariables>;
export const EventCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"manuallySet"}}]}}]}}]} as unknown as DocumentNode<EventCagesQuery, EventCagesQueryVariables>;
export const SubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Submit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"madeBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}},{"kind":"Argument","name":{"kind":"Name","value":"madeBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"madeBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"late"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgeCageTestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgementTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Judgement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgeCageTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeCage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownPigeon"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgementTestFields"}}]}}]}}]} as unknown as DocumentNode<SubmitMutation, SubmitMutationVariables>;
export const JudgeCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgeCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgeCageTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgementTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Judgement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"orderTime"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgeCageTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeCage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownPigeon"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgementTestFields"}}]}}]}}]} as unknown as DocumentNode<JudgeCagesQuery, JudgeCagesQueryVariables>;
export const LateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Late"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lateJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"cageId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]} as unknown as DocumentNode<LateQuery, LateQueryVariables>;
export const ResolveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Resolve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveLateJudgingOp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"opId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResolveMutation, ResolveMutationVariables>;
export const DrainerSubmitJudgingOpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DrainerSubmitJudgingOps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"madeBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}},{"kind":"Argument","name":{"kind":"Name","value":"madeBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"madeBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}}]}}]}}]} as unknown as DocumentNode<DrainerSubmitJudgingOpsMutation, DrainerSubmitJudgingOpsMutationVariables>;
export const RuntimeJudgingDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuntimeJudgingDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgingDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appVersion"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"oldestPendingAt"}}]}}]}}]} as unknown as DocumentNode<RuntimeJudgingDevicesQuery, RuntimeJudgingDevicesQueryVariables>;