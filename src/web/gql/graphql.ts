/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
 * registration date'. ratingScheme defaults to DESIGN §4 when left out.
 */
export type EventInput = {
  description?: string | null | undefined;
  eventStart: string;
  eventType: string;
  location: EventLocationInput;
  ratingScheme?: RatingSchemeInput | null | undefined;
  registrationDeadline: string;
  title: string;
};

export type EventLocationInput = {
  city: string;
  country: string;
  houseNumber: string;
  street: string;
  zipCode: string;
};

/**
 * Lifecycle of an event (DESIGN §4). OPEN (or DRAFT) turns CLOSED by itself when the registration
 * deadline passes; STARTED and ENDED follow the admin's startEvent and endEvent.
 */
export type EventStatus =
  | 'CLOSED'
  | 'DRAFT'
  | 'ENDED'
  | 'OPEN'
  | 'STARTED';

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

export type JudgingKind =
  | 'RATE'
  | 'SKIP';

/**
 * One rating (RATE with scores) or skip (SKIP with skipReason) of one cage. opId is a UUID made by
 * the tablet once and never changed on retry: it is the idempotency key. note: up to 500 characters.
 */
export type JudgingOpInput = {
  cageId: string | number;
  clientTime: string;
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

/** Show class codes (SPEC §3): level and sex, or REST (uncategorised). */
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
 * ringNumber is read leniently (DV-06976-21-134, DV 6976 21 134, 6976 21 0134W, D6976.21.0140);
 * invalid: VALIDATION_FAILED field "ringNumber"; taken: PIGEON_ALREADY_EXISTS field "ringNumber".
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

/** Roles rank BREEDER < JUDGE < ADMIN < SUPERADMIN. */
export type Role =
  | 'ADMIN'
  | 'BREEDER'
  | 'JUDGE'
  | 'SUPERADMIN';

/** Sex of a pigeon: M male (cock), F female (hen). */
export type Sex =
  | 'F'
  | 'M';

/** Why a cage was skipped. */
export type SkipReason =
  | 'ABSENT'
  | 'OTHER'
  | 'SICK';

export type ClientRoleFieldsFragment = { id: number, firstName: string, lastName: string, email: string, role: Role };

export type ClientsSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ClientsSearchQuery = { clients: Array<{ id: number, firstName: string, lastName: string, email: string, role: Role }> };

export type SetClientRoleMutationVariables = Exact<{
  id: number;
  role: Role;
}>;


export type SetClientRoleMutation = { setClientRole: { id: number, firstName: string, lastName: string, email: string, role: Role } };

export type LoginClientQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginClientQuery = { loginClient: { token: string, client: { id: number, firstName: string, lastName: string, email: string, role: Role, phoneNumber: string | null, website: string | null, emailPublic: boolean } } };

export type RegisterClientMutationVariables = Exact<{
  email: string;
  firstName: string;
  lastName: string;
  pwdHash: string;
  language: Language;
}>;


export type RegisterClientMutation = { registerClient: { token: string, client: { id: number } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
  language: Language;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { id: number } };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  resetToken: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { id: number } };

export type VerifyClientMutationVariables = Exact<{
  verificationCode: string;
}>;


export type VerifyClientMutation = { verifyClient: boolean };

export type AdminEventQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminEventQuery = { event: { id: string, title: string, eventType: string, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus, location: { country: string, city: string, street: string, houseNumber: string, zipCode: string }, ratingScheme: { generalImpression: { min: number, max: number, step: number }, boneStructure: { min: number, max: number, step: number }, back: { min: number, max: number, step: number }, musculature: { min: number, max: number, step: number }, wings: { min: number, max: number, step: number } } } };

export type AdminRatingBoundsFragment = { min: number, max: number, step: number };

export type EventJudgesQueryVariables = Exact<{
  id: string | number;
}>;


export type EventJudgesQuery = { event: { id: string, title: string, status: EventStatus, classes: Array<{ code: PigeonClass, registrationCount: number, judges: Array<{ id: string, shownName: string }> }> } };

export type JudgeCandidatesQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type JudgeCandidatesQuery = { clients: Array<{ id: number, firstName: string, lastName: string, email: string, role: Role }> };

export type AssignJudgesMutationVariables = Exact<{
  eventId: string | number;
  assignments: Array<JudgeAssignmentInput> | JudgeAssignmentInput;
}>;


export type AssignJudgesMutation = { assignJudges: { id: string, classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, judges: Array<{ id: string, shownName: string }> }> } };

export type AdminCagesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AdminCagesQuery = { event: { id: string, title: string, status: EventStatus, registrationCount: number, cageCount: number }, eventCages: Array<{ id: string, cageNumber: number, ringNumber: string, classCode: PigeonClass, manuallySet: boolean }> };

export type AssignCagesMutationVariables = Exact<{
  eventId: string | number;
  force?: boolean | null | undefined;
}>;


export type AssignCagesMutation = { assignCages: { id: string, cageCount: number } };

export type SetCageNumberMutationVariables = Exact<{
  cageId: string | number;
  cageNumber: number;
}>;


export type SetCageNumberMutation = { setCageNumber: { id: string, cageNumber: number, manuallySet: boolean } };

export type CreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CreateEventMutation = { createEvent: { id: string } };

export type UpdateEventMutationVariables = Exact<{
  id: string | number;
  input: EventInput;
}>;


export type UpdateEventMutation = { updateEvent: { id: string, title: string, eventType: string, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus } };

export type DeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventMutation = { deleteEvent: string };

export type StartEventMutationVariables = Exact<{
  id: string | number;
}>;


export type StartEventMutation = { startEvent: { id: string, status: EventStatus } };

export type EndEventMutationVariables = Exact<{
  id: string | number;
}>;


export type EndEventMutation = { endEvent: { id: string, status: EventStatus } };

export type UnjudgedCagesQueryVariables = Exact<{
  id: string | number;
}>;


export type UnjudgedCagesQuery = { event: { id: string, unjudgedCages: Array<{ id: string, cageNumber: number, ringNumber: string }> } };

export type EventCagesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventCagesQuery = { event: { id: string, title: string, status: EventStatus }, eventCages: Array<{ id: string, cageNumber: number, ringNumber: string, classCode: PigeonClass, manuallySet: boolean }> };

export type EventCardFieldsFragment = { id: string, title: string, eventType: string, registrationDeadline: string, eventStart: string, status: EventStatus, location: { city: string, zipCode: string, country: string } };

export type EventChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type EventChangedSubscription = { eventChanged: { id: string, title: string, eventType: string, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus, season: number, registrationCount: number, cageCount: number, location: { country: string, city: string, street: string, houseNumber: string, zipCode: string }, creator: { id: string, shownName: string } | null, classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, judges: Array<{ id: string, shownName: string }> }>, myRegistrations: Array<{ id: string, pigeonId: string, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, cageNumber: number | null, reason: { prizeKm: number, prizes: number, lastYearKm: number } }> } };

export type EventDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type EventDetailQuery = { event: { id: string, title: string, eventType: string, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus, season: number, registrationCount: number, cageCount: number, location: { country: string, city: string, street: string, houseNumber: string, zipCode: string }, creator: { id: string, shownName: string } | null, classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, judges: Array<{ id: string, shownName: string }> }>, myRegistrations: Array<{ id: string, pigeonId: string, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, cageNumber: number | null, reason: { prizeKm: number, prizes: number, lastYearKm: number } }> } };

export type EventDetailFieldsFragment = { id: string, title: string, eventType: string, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus, season: number, registrationCount: number, cageCount: number, location: { country: string, city: string, street: string, houseNumber: string, zipCode: string }, creator: { id: string, shownName: string } | null, classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, judges: Array<{ id: string, shownName: string }> }>, myRegistrations: Array<{ id: string, pigeonId: string, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, cageNumber: number | null, reason: { prizeKm: number, prizes: number, lastYearKm: number } }> };

export type EventPigeonsQueryVariables = Exact<{
  season?: number | null | undefined;
}>;


export type EventPigeonsQuery = { myPigeons: Array<{ id: string, ringNumber: string, sex: Sex, color: string, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } } }> };

export type EventsListQueryVariables = Exact<{
  upcomingOnly?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;


export type EventsListQuery = { events: Array<{ id: string, title: string, eventType: string, registrationDeadline: string, eventStart: string, status: EventStatus, location: { city: string, zipCode: string, country: string } }> };

export type RegisterPigeonsMutationVariables = Exact<{
  eventId: string | number;
  pigeonIds: Array<string | number> | string | number;
}>;


export type RegisterPigeonsMutation = { registerPigeons: { id: string, title: string, eventType: string, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus, season: number, registrationCount: number, cageCount: number, location: { country: string, city: string, street: string, houseNumber: string, zipCode: string }, creator: { id: string, shownName: string } | null, classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, judges: Array<{ id: string, shownName: string }> }>, myRegistrations: Array<{ id: string, pigeonId: string, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, cageNumber: number | null, reason: { prizeKm: number, prizes: number, lastYearKm: number } }> } };

export type UnregisterPigeonMutationVariables = Exact<{
  eventId: string | number;
  pigeonId: string | number;
}>;


export type UnregisterPigeonMutation = { unregisterPigeon: { id: string, title: string, eventType: string, description: string | null, registrationDeadline: string, eventStart: string, status: EventStatus, season: number, registrationCount: number, cageCount: number, location: { country: string, city: string, street: string, houseNumber: string, zipCode: string }, creator: { id: string, shownName: string } | null, classes: Array<{ code: PigeonClass, registrationCount: number, cageCount: number, judges: Array<{ id: string, shownName: string }> }>, myRegistrations: Array<{ id: string, pigeonId: string, ringNumber: string, sex: Sex, color: string, classCode: PigeonClass, cageNumber: number | null, reason: { prizeKm: number, prizes: number, lastYearKm: number } }> } };

export type ImportFlightDataMutationVariables = Exact<{
  files: Array<ImportFileInput> | ImportFileInput;
  dryRun: boolean;
}>;


export type ImportFlightDataMutation = { importFlightData: { dryRun: boolean, added: number, unchanged: number, rejected: number, problemCount: number, files: Array<{ name: string, format: ImportFormat | null, encoding: string | null, delimiter: string | null, rows: number, added: number, unchanged: number, rejected: number, problemCount: number, columns: Array<{ header: string, field: FlightResultField | null }>, preview: Array<{ line: number, cells: Array<string> }>, problems: Array<{ file: string, line: number | null, field: FlightResultField | null, code: string, message: string, value: string | null }> }> } };

export type JudgeEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type JudgeEventsQuery = { judgeEvents: Array<{ classCodes: Array<PigeonClass>, event: { id: string, title: string, eventType: string, eventStart: string, status: EventStatus, location: { city: string, country: string } } }> };

export type ClassificationRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ClassificationRulesQuery = { classificationRules: Array<{ level: ClassLevel, sex: Sex, code: PigeonClass, minKm: number, minPrizes: number, minLastYearKm: number | null }> };

export type CreatePigeonMutationVariables = Exact<{
  input: PigeonInput;
}>;


export type CreatePigeonMutation = { createPigeon: { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } } } };

export type DeletePigeonMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePigeonMutation = { deletePigeon: string };

export type MyPigeonsQueryVariables = Exact<{
  season?: number | null | undefined;
}>;


export type MyPigeonsQuery = { myPigeons: Array<{ id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } } }> };

export type PigeonFlightResultsQueryVariables = Exact<{
  id: string | number;
  season?: number | null | undefined;
}>;


export type PigeonFlightResultsQuery = { pigeon: { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, prizes: number, prizeKm: number, flightResults: Array<{ id: string, date: string, releaseLocation: string, distanceKm: number, ranking: number, participants: number, averageDistanceKm: number | null, year: number }>, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } } } };

export type PigeonListFieldsFragment = { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } } };

export type UpdateClassificationRulesMutationVariables = Exact<{
  input: Array<ClassificationRuleInput> | ClassificationRuleInput;
}>;


export type UpdateClassificationRulesMutation = { updateClassificationRules: Array<{ level: ClassLevel, sex: Sex, code: PigeonClass, minKm: number, minPrizes: number, minLastYearKm: number | null }> };

export type UpdatePigeonMutationVariables = Exact<{
  id: string | number;
  input: PigeonInput;
}>;


export type UpdatePigeonMutation = { updatePigeon: { id: string, ringNumber: string, association: string, ringYear: number, serial: number, sex: Sex, color: string, prizes: number, prizeKm: number, classification: { code: PigeonClass, season: number, reason: { prizeKm: number, prizes: number, lastYearKm: number } } } };

export type SaveClientMutationVariables = Exact<{
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  website?: string | null | undefined;
  emailPublic: boolean;
  phoneNumber?: string | null | undefined;
}>;


export type SaveClientMutation = { saveClient: { id: number, firstName: string, lastName: string, email: string, role: Role, phoneNumber: string | null, website: string | null, emailPublic: boolean } };

export type JudgeCageFieldsFragment = { id: string, eventId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, sex: Sex, color: string, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number }, judgement: { opId: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } } | null };

export type SubmitJudgingOpsMutationVariables = Exact<{
  ops: Array<JudgingOpInput> | JudgingOpInput;
}>;


export type SubmitJudgingOpsMutation = { submitJudgingOps: Array<{ opId: string, outcome: JudgingOutcome, code: string | null, message: string | null, field: string | null, cage: { id: string, eventId: string, cageNumber: number, classCode: PigeonClass, ringNumber: string, sex: Sex, color: string, flightSummary: { prizeKm: number, prizes: number, lastYearKm: number }, judgement: { opId: string, kind: JudgingKind, total: number | null, skipReason: SkipReason | null, note: string | null, clientTime: string, scores: { generalImpression: number, boneStructure: number, back: number, musculature: number, wings: number } | null, judge: { id: string, shownName: string } } | null } | null }> };

export type GetClientByJwtQueryVariables = Exact<{ [key: string]: never; }>;


export type GetClientByJwtQuery = { getClientByJWT: { id: number, firstName: string, lastName: string, email: string, role: Role, phoneNumber: string | null, website: string | null, emailPublic: boolean } };

export type SessionClientFieldsFragment = { id: number, firstName: string, lastName: string, email: string, role: Role, phoneNumber: string | null, website: string | null, emailPublic: boolean };

export const ClientRoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<ClientRoleFieldsFragment, unknown>;
export const AdminRatingBoundsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRatingBounds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatingBounds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}}]} as unknown as DocumentNode<AdminRatingBoundsFragment, unknown>;
export const EventCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<EventCardFieldsFragment, unknown>;
export const EventDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pigeonId"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<EventDetailFieldsFragment, unknown>;
export const PigeonListFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]}}]} as unknown as DocumentNode<PigeonListFieldsFragment, unknown>;
export const JudgeCageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgeCageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeCage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]} as unknown as DocumentNode<JudgeCageFieldsFragment, unknown>;
export const SessionClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}}]} as unknown as DocumentNode<SessionClientFieldsFragment, unknown>;
export const ClientsSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientsSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<ClientsSearchQuery, ClientsSearchQueryVariables>;
export const SetClientRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClientRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<SetClientRoleMutation, SetClientRoleMutationVariables>;
export const LoginClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionClientFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}}]} as unknown as DocumentNode<LoginClientQuery, LoginClientQueryVariables>;
export const RegisterClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"pwdHash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pwdHash"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RegisterClientMutation, RegisterClientMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifyClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"verificationCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verificationCode"}}}]}]}}]} as unknown as DocumentNode<VerifyClientMutation, VerifyClientMutationVariables>;
export const AdminEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratingScheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRatingBounds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRatingBounds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"back"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRatingBounds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"musculature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRatingBounds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRatingBounds"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRatingBounds"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RatingBounds"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}}]}}]} as unknown as DocumentNode<AdminEventQuery, AdminEventQueryVariables>;
export const EventJudgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventJudges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventJudgesQuery, EventJudgesQueryVariables>;
export const JudgeCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgeCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<JudgeCandidatesQuery, JudgeCandidatesQueryVariables>;
export const AssignJudgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignJudges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assignments"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeAssignmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignJudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assignments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assignments"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssignJudgesMutation, AssignJudgesMutationVariables>;
export const AdminCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"manuallySet"}}]}}]}}]} as unknown as DocumentNode<AdminCagesQuery, AdminCagesQueryVariables>;
export const AssignCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}}]}}]}}]} as unknown as DocumentNode<AssignCagesMutation, AssignCagesMutationVariables>;
export const SetCageNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCageNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCageNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cageNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cageNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"manuallySet"}}]}}]}}]} as unknown as DocumentNode<SetCageNumberMutation, SetCageNumberMutationVariables>;
export const CreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const DeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const StartEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<StartEventMutation, StartEventMutationVariables>;
export const EndEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EndEventMutation, EndEventMutationVariables>;
export const UnjudgedCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnjudgedCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unjudgedCages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}}]}}]}}]}}]} as unknown as DocumentNode<UnjudgedCagesQuery, UnjudgedCagesQueryVariables>;
export const EventCagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventCages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventCages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"manuallySet"}}]}}]}}]} as unknown as DocumentNode<EventCagesQuery, EventCagesQueryVariables>;
export const EventChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pigeonId"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<EventChangedSubscription, EventChangedSubscriptionVariables>;
export const EventDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pigeonId"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<EventDetailQuery, EventDetailQueryVariables>;
export const EventPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventPigeonsQuery, EventPigeonsQueryVariables>;
export const EventsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"upcomingOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"upcomingOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"upcomingOnly"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<EventsListQuery, EventsListQueryVariables>;
export const RegisterPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pigeonIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pigeonId"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<RegisterPigeonsMutation, RegisterPigeonsMutationVariables>;
export const UnregisterPigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnregisterPigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pigeonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unregisterPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pigeonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pigeonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"houseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"classes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"cageCount"}},{"kind":"Field","name":{"kind":"Name","value":"judges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pigeonId"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}}]}}]}}]} as unknown as DocumentNode<UnregisterPigeonMutation, UnregisterPigeonMutationVariables>;
export const ImportFlightDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportFlightData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFileInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFlightData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"delimiter"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ImportFlightDataMutation, ImportFlightDataMutationVariables>;
export const JudgeEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JudgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"judgeEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classCodes"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventStart"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JudgeEventsQuery, JudgeEventsQueryVariables>;
export const ClassificationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClassificationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"classificationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minKm"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"minLastYearKm"}}]}}]}}]} as unknown as DocumentNode<ClassificationRulesQuery, ClassificationRulesQueryVariables>;
export const CreatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePigeonMutation, CreatePigeonMutationVariables>;
export const DeletePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePigeonMutation, DeletePigeonMutationVariables>;
export const MyPigeonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPigeons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPigeons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]}}]} as unknown as DocumentNode<MyPigeonsQuery, MyPigeonsQueryVariables>;
export const PigeonFlightResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PigeonFlightResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonListFields"}},{"kind":"Field","name":{"kind":"Name","value":"flightResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"releaseLocation"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"averageDistanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]}}]} as unknown as DocumentNode<PigeonFlightResultsQuery, PigeonFlightResultsQueryVariables>;
export const UpdateClassificationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClassificationRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClassificationRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClassificationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"minKm"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"minLastYearKm"}}]}}]}}]} as unknown as DocumentNode<UpdateClassificationRulesMutation, UpdateClassificationRulesMutationVariables>;
export const UpdatePigeonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePigeon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PigeonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePigeon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PigeonListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PigeonListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pigeon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"association"}},{"kind":"Field","name":{"kind":"Name","value":"ringYear"}},{"kind":"Field","name":{"kind":"Name","value":"serial"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"classification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"reason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePigeonMutation, UpdatePigeonMutationVariables>;
export const SaveClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"website"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"Variable","name":{"kind":"Name","value":"website"}}},{"kind":"Argument","name":{"kind":"Name","value":"emailPublic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailPublic"}}},{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}}]} as unknown as DocumentNode<SaveClientMutation, SaveClientMutationVariables>;
export const SubmitJudgingOpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitJudgingOps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JudgingOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitJudgingOps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"cage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JudgeCageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JudgeCageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JudgeCage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"cageNumber"}},{"kind":"Field","name":{"kind":"Name","value":"classCode"}},{"kind":"Field","name":{"kind":"Name","value":"ringNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"flightSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeKm"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"lastYearKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"judgement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalImpression"}},{"kind":"Field","name":{"kind":"Name","value":"boneStructure"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"musculature"}},{"kind":"Field","name":{"kind":"Name","value":"wings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientTime"}},{"kind":"Field","name":{"kind":"Name","value":"judge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownName"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitJudgingOpsMutation, SubmitJudgingOpsMutationVariables>;
export const GetClientByJwtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetClientByJwt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getClientByJWT"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionClientFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"emailPublic"}}]}}]} as unknown as DocumentNode<GetClientByJwtQuery, GetClientByJwtQueryVariables>;