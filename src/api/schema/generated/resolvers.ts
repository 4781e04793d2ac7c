import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { EventModel } from '../events/eventModel.ts';
import type { EventResultsModel } from '../results/resolvers.ts';
import type { GraphQLContext } from '../../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC, e.g. 2026-11-25T10:00:00.000Z. */
  DateTime: { input: string; output: string; }
};

/**
 * One thing a person did to a cage's judgement: who, when, what, the value before and after, and
 * why. The same shape takes any kind the office adds (a correction: its old and new total, its reason).
 */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** When it happened, by the server's clock: the receipt of an op, the time of a decision. */
  at: Scalars['DateTime']['output'];
  /** Who did it: the judge from the tablet, the admin who typed in the paper card or decided on a late rating. */
  by: EventPerson;
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  /** Unique within the event's trail. */
  id: Scalars['ID']['output'];
  /** Whose rating it is. */
  judge: EventPerson;
  kind: AuditEntryKind;
  /** The value the entry gives (for a decision, the late rating decided on). */
  newValue: Maybe<AuditValue>;
  /**
   * The judgement before: the op that counts and comes before this one in the cage's order (what a
   * rating corrects); null for the cage's first.
   */
  oldValue: Maybe<AuditValue>;
  /** The op the entry is about. */
  opId: Scalars['ID']['output'];
  /** In the words of who did it: the remark of a rating or skip; null without one. */
  reason: Maybe<Scalars['String']['output']>;
  ringNumber: Scalars['String']['output'];
};

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

/** A page of a show's audit trail, how many entries match in all, and the judges to filter by. */
export type AuditTrailPage = {
  __typename?: 'AuditTrailPage';
  entries: Array<AuditEntry>;
  /** Every judge with a rating in the show's trail, whatever the filters, by name. */
  judges: Array<EventPerson>;
  total: Scalars['Int']['output'];
};

/** A cage's judgement as a value of the trail: a total, or skipped with the reason. */
export type AuditValue = {
  __typename?: 'AuditValue';
  /** Null for a rating. */
  skipReason: Maybe<SkipReason>;
  /** Null for a skip. */
  total: Maybe<Scalars['Float']['output']>;
};

/**
 * The best-breeder ranking: breeders with at least three rated cages by the sum of their best three
 * totals, then the best, second and third total; then, unranked (rank null), those with fewer.
 */
export type BestBreeder = {
  __typename?: 'BestBreeder';
  breeder: Breeder;
  rank: Maybe<Scalars['Int']['output']>;
  ranked: Scalars['Boolean']['output'];
  /** Rated cages, counted or not. */
  ratedCount: Scalars['Int']['output'];
  sum: Scalars['Float']['output'];
  /** Null for an unranked breeder and for one whose sum no other ranked breeder has. */
  tieBreak: Maybe<TieBreak>;
  topTotals: Array<Scalars['Float']['output']>;
};

/** A breeder as the public results name them: never a phone; an e-mail only by the breeder's choice. shownName = first name plus last name; empty for a former member (a deleted account), whom the pages call "ehemaliges Mitglied". */
export type Breeder = {
  __typename?: 'Breeder';
  /** The breeder's e-mail address if they chose to show it publicly (their profile's emailPublic), else null. */
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  shownName: Scalars['String']['output'];
};

/**
 * Where a breeder stands at an event: what their registered pigeons cost (dueCents), what the show
 * office booked (paidCents, the sum of the payments), and the balance (due − paid: above 0 open,
 * below 0 a credit).
 */
export type BreederFee = {
  __typename?: 'BreederFee';
  balanceCents: Scalars['Int']['output'];
  breeder: EventPerson;
  dueCents: Scalars['Int']['output'];
  /** Admin only (the fee list); null in a breeder's own view. */
  email: Maybe<Scalars['String']['output']>;
  eventId: Scalars['ID']['output'];
  eventTitle: Scalars['String']['output'];
  /** The method of the latest payment. */
  method: Maybe<PaymentMethod>;
  paidCents: Scalars['Int']['output'];
  /** The day of the latest payment (YYYY-MM-DD); null while nothing is booked. */
  paidOn: Maybe<Scalars['String']['output']>;
  /**
   * How to pay the open balance by transfer; null when nothing is open or the server has no account
   * configured (PAYMENT_ACCOUNT_HOLDER, PAYMENT_IBAN).
   */
  payTo: Maybe<PaymentInstructions>;
  /** Every booking, oldest first. */
  payments: Array<FeePayment>;
  pigeonCount: Scalars['Int']['output'];
};

/** A page of the results per breeder: each breeder with all their cages. */
export type BreederListPage = {
  __typename?: 'BreederListPage';
  breeders: Array<BreederResult>;
  offset: Scalars['Int']['output'];
  /** Breeders found, in all pages. */
  total: Scalars['Int']['output'];
};

/** A breeder's cages by cage number, with the best three totals (highest first) and their sum. */
export type BreederResult = {
  __typename?: 'BreederResult';
  breeder: Breeder;
  entries: Array<ResultEntry>;
  sum: Scalars['Float']['output'];
  topTotals: Array<Scalars['Float']['output']>;
};

/** A page of cages by cage number (the cage cards). */
export type CageCardPage = {
  __typename?: 'CageCardPage';
  entries: Array<ResultEntry>;
  offset: Scalars['Int']['output'];
  /** Cages found, in all pages. */
  total: Scalars['Int']['output'];
};

/** A registered pigeon as the printed catalogue and the cage labels show it. */
export type CatalogueEntry = {
  __typename?: 'CatalogueEntry';
  breeder: EventPerson;
  /** Null until cages are assigned. */
  cageId: Maybe<Scalars['ID']['output']>;
  cageNumber: Maybe<Scalars['Int']['output']>;
  classCode: PigeonClass;
  color: Scalars['String']['output'];
  ringNumber: Scalars['String']['output'];
  sex: Sex;
};

export type ClassJudgingProgress = {
  __typename?: 'ClassJudgingProgress';
  code: PigeonClass;
  judged: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A class without the sex: what a classification rule is for. */
export type ClassLevel =
  | 'ELITE'
  | 'JAEHRIGE'
  | 'JUNGTAUBE'
  | 'KLASSE1'
  | 'KLASSE2'
  | 'KLASSE3';

/** A page of the class lists: rows (cages) counted across the classes in class order, from offset on. */
export type ClassListPage = {
  __typename?: 'ClassListPage';
  /** The classes with rows on this page, each with only those rows. */
  classes: Array<ClassResult>;
  offset: Scalars['Int']['output'];
  /** Rows of the chosen class, or of every class, in all pages. */
  total: Scalars['Int']['output'];
};

/** One class's list: placed cages by place (then cage number), then the others by cage number. */
export type ClassResult = {
  __typename?: 'ClassResult';
  code: PigeonClass;
  /** Its cages; in a page of the class lists (EventResults.classList) only those on that page. */
  entries: Array<ResultEntry>;
  /** Every cage of the class, whatever a page holds of them. */
  entryCount: Scalars['Int']['output'];
  prizeCount: Scalars['Int']['output'];
  ratedCount: Scalars['Int']['output'];
};

export type Classification = {
  __typename?: 'Classification';
  code: PigeonClass;
  reason: ClassificationReason;
  /** The year of the show the class is computed for. */
  season: Scalars['Int']['output'];
};

/** Why a pigeon has its class: counted over the flight results of the season and the years before it. */
export type ClassificationReason = {
  __typename?: 'ClassificationReason';
  /** Distances flown in the year before the season (ELITE's extra rule). */
  lastYearKm: Scalars['Float']['output'];
  /** Sum of the distances. */
  prizeKm: Scalars['Float']['output'];
  /** Number of flight results. */
  prizes: Scalars['Int']['output'];
};

/** A class threshold: km ≥ minKm or prizes ≥ minPrizes, and last-year km ≥ minLastYearKm when set. */
export type ClassificationRule = {
  __typename?: 'ClassificationRule';
  code: PigeonClass;
  level: ClassLevel;
  minKm: Scalars['Float']['output'];
  minLastYearKm: Maybe<Scalars['Float']['output']>;
  minPrizes: Scalars['Int']['output'];
  sex: Sex;
};

/** Positive numbers, else VALIDATION_FAILED with field e.g. ELITE_M.minKm (minPrizes a whole number). */
export type ClassificationRuleInput = {
  level: ClassLevel;
  minKm: Scalars['Float']['input'];
  minLastYearKm?: InputMaybe<Scalars['Float']['input']>;
  minPrizes: Scalars['Int']['input'];
  sex: Sex;
};

/** A user account. */
export type Client = {
  __typename?: 'Client';
  email: Scalars['String']['output'];
  emailPublic: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  /** A new e-mail address waiting for its mailed link to be opened; until then `email` stays in effect. Only on one's own account (null on others and when nothing waits). */
  pendingEmail: Maybe<Scalars['String']['output']>;
  phoneNumber: Maybe<Scalars['String']['output']>;
  role: Role;
  /** How mails address the holder; null: by first and last name. */
  salutation: Maybe<Salutation>;
  website: Maybe<Scalars['String']['output']>;
};

export type ClientRef = {
  __typename?: 'ClientRef';
  id: Scalars['Int']['output'];
};

export type Event = {
  __typename?: 'Event';
  cageCount: Scalars['Int']['output'];
  /** Classes with registrations or judges, in class order (ELITE_M, ELITE_F, KLASSE1_M, …, REST). */
  classes: Array<EventClass>;
  /** Admins only (null for everyone else), and null for events from before creators were recorded. */
  creator: Maybe<EventPerson>;
  description: Maybe<Scalars['String']['output']>;
  /** When an admin ended it; null before, and for shows ended before the end was kept. Lists of past shows go by it. */
  endedAt: Maybe<Scalars['DateTime']['output']>;
  eventStart: Scalars['DateTime']['output'];
  eventType: EventType;
  /** The entry fees, for everyone. */
  fees: EventFees;
  id: Scalars['ID']['output'];
  /** Judged and all cages, per class and overall (live: judgingProgress). */
  judgingProgress: JudgingProgress;
  location: EventLocation;
  /** The caller's standing (breeder rank); null for guests and breeders without pigeons or a payment here. */
  myFee: Maybe<BreederFee>;
  /** The caller's registrations for this event (empty for guests), by ring number. */
  myRegistrations: Array<Registration>;
  /** Days after the end during which breeders may object (0–60; 7 unless the office set another). */
  objectionDays: Scalars['Int']['output'];
  /** The end of the objection period: the end plus objectionDays; null before the end. */
  objectionDeadline: Maybe<Scalars['DateTime']['output']>;
  /**
   * Admin: cages whose current judgement was made by the pigeon's own breeder (the server refuses
   * such ops; this lists any that counted before, for the show office to look at). NOT_AUTHORIZED.
   */
  ownPigeonJudgements: Array<OwnPigeonJudgement>;
  ratingScheme: RatingScheme;
  registrationCount: Scalars['Int']['output'];
  registrationDeadline: Scalars['DateTime']['output'];
  /** When the office finalised the results; null until then. */
  resultsFinalAt: Maybe<Scalars['DateTime']['output']>;
  /** Null before the end; PROVISIONAL from the end until the office finalises the results; FINAL after. */
  resultsStatus: Maybe<ResultsStatus>;
  /** The year classes are computed for (the start year, UTC): use it as myPigeons(season). */
  season: Scalars['Int']['output'];
  status: EventStatus;
  title: Scalars['String']['output'];
  /**
   * Admin: cages with neither a rating nor a skip that counts, by cage number; ending the event asks
   * about these. NOT_AUTHORIZED for everyone else (they see the counts in judgingProgress).
   */
  unjudgedCages: Array<EventCage>;
};

export type EventCage = {
  __typename?: 'EventCage';
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** True when an admin set this number by hand (assignCages then needs force). */
  manuallySet: Scalars['Boolean']['output'];
  ringNumber: Scalars['String']['output'];
};

/** A class of an event: what is registered and caged in it, and who judges it. */
export type EventClass = {
  __typename?: 'EventClass';
  cageCount: Scalars['Int']['output'];
  code: PigeonClass;
  /**
   * Admin: the accounts whose pigeons are registered in this class. A judge among them may not rate
   * their own pigeons, so assigning them is warned of. NOT_AUTHORIZED for anyone else.
   */
  exhibitorIds: Array<Scalars['ID']['output']>;
  judges: Array<EventPerson>;
  registrationCount: Scalars['Int']['output'];
};

/** Admin: every breeder with pigeons registered for the event (or a payment recorded), by name, with totals. */
export type EventFeeList = {
  __typename?: 'EventFeeList';
  breeders: Array<BreederFee>;
  dueCents: Scalars['Int']['output'];
  eventId: Scalars['ID']['output'];
  fees: EventFees;
  /** What is still open (the sum of positive balances). */
  openCents: Scalars['Int']['output'];
  openCount: Scalars['Int']['output'];
  paidCents: Scalars['Int']['output'];
};

/** An event's entry fees in euro cents: per registered pigeon, and once per breeder with one (the catalogue fee). */
export type EventFees = {
  __typename?: 'EventFees';
  breederFeeCents: Scalars['Int']['output'];
  pigeonFeeCents: Scalars['Int']['output'];
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
  breederFeeCents?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  eventStart: Scalars['DateTime']['input'];
  eventType: EventType;
  location: EventLocationInput;
  /** Days after the end during which breeders may object, 0–60 (VALIDATION_FAILED field objectionDays); 7 when left out on creation, unchanged on an update. */
  objectionDays?: InputMaybe<Scalars['Int']['input']>;
  pigeonFeeCents?: InputMaybe<Scalars['Int']['input']>;
  ratingScheme?: InputMaybe<RatingSchemeInput>;
  registrationDeadline: Scalars['DateTime']['input'];
  title: Scalars['String']['input'];
};

export type EventLocation = {
  __typename?: 'EventLocation';
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 code (DE, AT, NL, …); the app names it in the reader's language. */
  country: Scalars['String']['output'];
  houseNumber: Scalars['String']['output'];
  street: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

export type EventLocationInput = {
  city: Scalars['String']['input'];
  /** ISO 3166-1 alpha-2 code of a European country, either case; else VALIDATION_FAILED field country. */
  country: Scalars['String']['input'];
  houseNumber: Scalars['String']['input'];
  street: Scalars['String']['input'];
  zipCode: Scalars['String']['input'];
};

/** Admin: one show in the office's overview, with what the office counts at a glance. */
export type EventOverview = {
  __typename?: 'EventOverview';
  /** Breeders with at least one registered pigeon. */
  breederCount: Scalars['Int']['output'];
  cageCount: Scalars['Int']['output'];
  /** Classes with registrations and no judge (the start needs one for each). */
  classesWithoutJudge: Scalars['Int']['output'];
  event: Event;
  /** Cages with a rating or skip that counts. */
  judgedCount: Scalars['Int']['output'];
  /** Breeders' objections to the provisional results that wait for the office's answer. */
  openObjections: Scalars['Int']['output'];
  /** Ratings that arrived after the end and wait for the office's decision. */
  pendingLateRatings: Scalars['Int']['output'];
  /** Registered pigeons. */
  pigeonCount: Scalars['Int']['output'];
};

/** A page of the office's overview and how many shows match in all. */
export type EventOverviewPage = {
  __typename?: 'EventOverviewPage';
  events: Array<EventOverview>;
  total: Scalars['Int']['output'];
};

/** Someone named on an event: its creator or a judge. shownName = first name plus last name; empty for a former member (a deleted account), whom the pages call "ehemaliges Mitglied". */
export type EventPerson = {
  __typename?: 'EventPerson';
  id: Scalars['ID']['output'];
  shownName: Scalars['String']['output'];
};

/** An ended event's results, computed from the current judgements whenever they are read. */
export type EventResults = {
  __typename?: 'EventResults';
  bestBreeders: Array<BestBreeder>;
  /** The rated cocks with the highest total, by cage number. */
  bestCocks: Array<ResultEntry>;
  /** The rated hens with the highest total, by cage number. */
  bestHens: Array<ResultEntry>;
  /**
   * The breeders as in breeders whose name contains search (as in cageCards), a page of breeders at
   * a time as in classList.
   */
  breederList: BreederListPage;
  /** Every breeder with cages, by last name, then first name. */
  breeders: Array<BreederResult>;
  /**
   * Every cage by cage number, of the class classCode or every class, that search finds (a number:
   * the cage number or a ring's serial, exactly; other text: part of the ring number or the
   * breeder's name, without regard to case, accents, spaces, dots and dashes; at most 100
   * characters), a page at a time as in classList.
   */
  cageCards: CageCardPage;
  /** The first of champions; null when nobody ranks. */
  champion: Maybe<Breeder>;
  /** The breeders on rank 1 (more than one when they share it). */
  champions: Array<Breeder>;
  /**
   * The class lists a page at a time (classes as in classes): of the class classCode, or of every
   * class; rows from offset (default 0), at most limit (1-1000; without it every row). A bad offset
   * or limit: VALIDATION_FAILED naming it.
   */
  classList: ClassListPage;
  /** Classes with cages, in class order. */
  classes: Array<ClassResult>;
  /** The office's corrections since the provisional results, the latest first. */
  corrections: Array<ResultCorrection>;
  event: Event;
  /**
   * Ratings that arrived after the end: still to be decided by the show office (while any is, the
   * results are provisional) and accepted since (counted in them). May lag a change by seconds.
   */
  lateRatings: LateRatingCounts;
};


/** An ended event's results, computed from the current judgements whenever they are read. */
export type EventResultsBreederListArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** An ended event's results, computed from the current judgements whenever they are read. */
export type EventResultsCageCardsArgs = {
  classCode?: InputMaybe<PigeonClass>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** An ended event's results, computed from the current judgements whenever they are read. */
export type EventResultsClassListArgs = {
  classCode?: InputMaybe<PigeonClass>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** Admin: the results mails of an event, one per breeder with pigeons, by name; empty before it ends. */
export type EventResultsMails = {
  __typename?: 'EventResultsMails';
  /** Sent mails whose breeder's results have changed since. */
  changedCount: Scalars['Int']['output'];
  eventId: Scalars['ID']['output'];
  failedCount: Scalars['Int']['output'];
  mails: Array<ResultsMail>;
  /** Waiting or retrying. */
  pendingCount: Scalars['Int']['output'];
  sentCount: Scalars['Int']['output'];
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

/** One booking of the show office: money that came in, or (below 0) money paid back. */
export type FeePayment = {
  __typename?: 'FeePayment';
  /** Euro cents; below 0 a refund. */
  amountCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  method: PaymentMethod;
  note: Maybe<Scalars['String']['output']>;
  /** The calendar day (YYYY-MM-DD) the money came in or went out. */
  paidOn: Scalars['String']['output'];
};

/** A flight result (PIGEON_PRICE_* in the error codes). */
export type FlightResult = {
  __typename?: 'FlightResult';
  averageDistanceKm: Maybe<Scalars['Float']['output']>;
  /** Calendar date, yyyy-mm-dd. */
  date: Scalars['String']['output'];
  distanceKm: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  participants: Scalars['Int']['output'];
  ranking: Scalars['Int']['output'];
  releaseLocation: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

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

export type ImportColumn = {
  __typename?: 'ImportColumn';
  /** What the column was read as; null when the import does not use it. */
  field: Maybe<FlightResultField>;
  /** The header as written in the file. */
  header: Scalars['String']['output'];
};

/** A file to import: its name and its bytes in base64 (a data: URL prefix is accepted). */
export type ImportFileInput = {
  contentBase64: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ImportFileReport = {
  __typename?: 'ImportFileReport';
  /** Written (or, in a dry run, to be written). */
  added: Scalars['Int']['output'];
  columns: Array<ImportColumn>;
  /** A tab, ; or , — null for spreadsheets. */
  delimiter: Maybe<Scalars['String']['output']>;
  /** UTF-8, UTF-8 with BOM, UTF-16LE, UTF-16BE or windows-1252; null for spreadsheets. */
  encoding: Maybe<Scalars['String']['output']>;
  /** Null when the file could not be read. */
  format: Maybe<ImportFormat>;
  name: Scalars['String']['output'];
  /** The first five data rows as read. */
  preview: Array<ImportPreviewRow>;
  problemCount: Scalars['Int']['output'];
  /** Ordered by line; at most 1000 (problemCount has them all). */
  problems: Array<ImportProblem>;
  /** Data rows not written because of a problem: rows − added − unchanged. A file that could not be read has no rows, so 0. */
  rejected: Scalars['Int']['output'];
  /** Non-empty data rows. */
  rows: Scalars['Int']['output'];
  /** Already stored with the same values (or the same as an earlier line of the file). */
  unchanged: Scalars['Int']['output'];
};

export type ImportFormat =
  | 'CSV'
  | 'XLSX';

export type ImportPreviewRow = {
  __typename?: 'ImportPreviewRow';
  cells: Array<Scalars['String']['output']>;
  line: Scalars['Int']['output'];
};

export type ImportProblem = {
  __typename?: 'ImportProblem';
  /**
   * Why, as one code of a closed list (src/shared/importProblems.ts). The whole file:
   * IMPORT_FILE_EMPTY, IMPORT_FILE_TOO_LARGE, IMPORT_FILE_NOT_A_TABLE, IMPORT_FILE_MIXED_ENCODING,
   * IMPORT_FILE_UNPACKS_TOO_LARGE, IMPORT_FILE_TOO_MANY_ROWS, IMPORT_NO_HEADER, IMPORT_COLUMN_MISSING
   * (on the header line), IMPORT_FILE_REFUSED (the database refused it; nothing was written). A line:
   * IMPORT_LINE_UNREADABLE (no cell of it could be read; value is the line), IMPORT_VALUE_MISSING,
   * IMPORT_RING_INVALID, IMPORT_DATE_INVALID, IMPORT_NUMBER_INVALID, IMPORT_WHOLE_NUMBER_INVALID,
   * IMPORT_YEAR_INVALID, PIGEON_PRICE_IN_FUTURE, IMPORT_TEXT_TOO_LONG,
   * PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE, IMPORT_DISTANCE_TOO_LARGE,
   * PIGEON_PRICE_RANKING_MUST_BE_POSITIVE, PIGEON_PRICE_TOTAL_PARTICIPANTS_MUST_BE_POSITIVE,
   * IMPORT_COUNT_TOO_LARGE, IMPORT_RANKING_ABOVE_PARTICIPANTS, IMPORT_AVERAGE_DISTANCE_INVALID,
   * IMPORT_YEAR_NOT_DATE, PIGEON_NOT_FOUND (unknown ring number), IMPORT_CONFLICTS_WITH_LINE,
   * IMPORT_CONFLICTS_WITH_STORED.
   */
  code: Scalars['String']['output'];
  /** The column at fault; null for a whole line or file (except IMPORT_NO_HEADER: ring). */
  field: Maybe<FlightResultField>;
  file: Scalars['String']['output'];
  /** Null for a problem with the whole file. */
  line: Maybe<Scalars['Int']['output']>;
  /** English; the web shows its own text per code, field and params. */
  message: Scalars['String']['output'];
  /** What the code's text needs. */
  params: ImportProblemParams;
  /** The cell as read; for IMPORT_LINE_UNREADABLE the line, shortened to 80 characters. */
  value: Maybe<Scalars['String']['output']>;
};

/** The values a problem's text needs. Which ones are set depends on the code; the others are null. */
export type ImportProblemParams = {
  __typename?: 'ImportProblemParams';
  /** The year of the date (IMPORT_YEAR_NOT_DATE). */
  dateYear: Maybe<Scalars['Int']['output']>;
  /** How a valid ring number looks (IMPORT_RING_INVALID). */
  example: Maybe<Scalars['String']['output']>;
  /** The first line of a file without a header, shortened to 80 characters (IMPORT_NO_HEADER). */
  firstLine: Maybe<Scalars['String']['output']>;
  /**
   * The most that is allowed, in the unit of the code: megabytes (IMPORT_FILE_TOO_LARGE,
   * IMPORT_FILE_UNPACKS_TOO_LARGE), rows (IMPORT_FILE_TOO_MANY_ROWS), characters
   * (IMPORT_TEXT_TOO_LONG), km (IMPORT_DISTANCE_TOO_LARGE, IMPORT_AVERAGE_DISTANCE_INVALID) or a
   * count (IMPORT_COUNT_TOO_LARGE).
   */
  limit: Maybe<Scalars['Int']['output']>;
  /** The earlier line with the same pigeon, date and release location (IMPORT_CONFLICTS_WITH_LINE). */
  otherLine: Maybe<Scalars['Int']['output']>;
  /** The number of participants the ranking exceeds (IMPORT_RANKING_ABOVE_PARTICIPANTS). */
  participants: Maybe<Scalars['Int']['output']>;
};

export type ImportResult = {
  __typename?: 'ImportResult';
  added: Scalars['Int']['output'];
  dryRun: Scalars['Boolean']['output'];
  files: Array<ImportFileReport>;
  problemCount: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
};

/** Replaces the judges of one class; an empty judgeIds removes them. */
export type JudgeAssignmentInput = {
  classCode: PigeonClass;
  judgeIds: Array<Scalars['ID']['input']>;
};

/** A cage as its judge sees it. */
export type JudgeCage = {
  __typename?: 'JudgeCage';
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  color: Scalars['String']['output'];
  eventId: Scalars['ID']['output'];
  /** Prize-km and prizes for the event's season, fixed at registration. */
  flightSummary: ClassificationReason;
  id: Scalars['ID']['output'];
  /** Null while the cage is open. */
  judgement: Maybe<Judgement>;
  /** The caller's own pigeon: judges do not rate their own pigeons (OWN_PIGEON). */
  ownPigeon: Scalars['Boolean']['output'];
  ringNumber: Scalars['String']['output'];
  sex: Sex;
};

/** A judge's assignment: the event and the classes the viewer judges there. */
export type JudgeEvent = {
  __typename?: 'JudgeEvent';
  classCodes: Array<PigeonClass>;
  event: Event;
};

/**
 * How one judge of the show has judged so far: the cages whose judgement that counts is theirs (the
 * cage's current judgement as the results pick it, leaving out office corrections: those are not the
 * judge's). Figures are rounded to 6 decimal places.
 */
export type JudgeStatistic = {
  __typename?: 'JudgeStatistic';
  /** The classes the judge rated cages in, in class order. */
  classes: Array<PigeonClass>;
  /**
   * How far the judge's mean lies from the mean of every judge's ratings in the same classes: the mean,
   * over the judge's ratings, of the rating's total less its class's mean (so each class weighs as often
   * as the judge rated in it). Below 0 stricter, above 0 more lenient; 0 for a judge who rated every
   * cage of their classes. Null without a rating.
   */
  deviation: Maybe<Scalars['Float']['output']>;
  judge: EventPerson;
  /** The mean total of the judge's ratings; null without a rating. */
  meanTotal: Maybe<Scalars['Float']['output']>;
  /** The cages the judge rated (a skip is no rating). */
  ratings: Scalars['Int']['output'];
  /** The cages the judge skipped. */
  skips: Scalars['Int']['output'];
  /**
   * The population standard deviation of those totals (divided by n, not n − 1): the figures describe
   * every rating the judge gave, not a sample to estimate from, and one rating has a spread of 0.
   * Null without a rating.
   */
  spread: Maybe<Scalars['Float']['output']>;
  /**
   * STRICTER or MORE_LENIENT when the deviation is beyond 1 point and rests on at least 5 ratings
   * (src/shared/judgeStatistics.ts); null otherwise.
   */
  tendency: Maybe<JudgeTendency>;
};

export type JudgeStatistics = {
  __typename?: 'JudgeStatistics';
  eventId: Scalars['ID']['output'];
  /** Every judge assigned to the show or with a judgement in it, by name. */
  judges: Array<JudgeStatistic>;
  /** By class, then cage number. */
  outliers: Array<RatingOutlier>;
};

export type JudgeTendency =
  | 'MORE_LENIENT'
  | 'STRICTER';

/**
 * A cage's current judgement: of every op that counts (sent in time, or accepted late by an admin),
 * the one with the latest orderTime, ties by the later clientTime, then the higher opId.
 */
export type Judgement = {
  __typename?: 'Judgement';
  /** When the judge decided, by the tablet's clock. */
  clientTime: Scalars['DateTime']['output'];
  judge: EventPerson;
  kind: JudgingKind;
  /** The judge's remark on the card. */
  note: Maybe<Scalars['String']['output']>;
  opId: Scalars['ID']['output'];
  /**
   * What orders it among the cage's ops: clientTime, but never later than the server's receipt of the
   * op plus 2 minutes (no op decides by a time that had not come when it arrived); for an op of
   * unverified time (JudgingOpInput.clockVerified false), its receipt.
   */
  orderTime: Scalars['DateTime']['output'];
  /** Null for a skip. */
  scores: Maybe<JudgingScores>;
  /** Set for a skip. */
  skipReason: Maybe<SkipReason>;
  /** The sum of the five scores, computed by the server; null for a skip. */
  total: Maybe<Scalars['Float']['output']>;
};

/** A judge's tablet as it last reported for a show (admins). */
export type JudgingDevice = {
  __typename?: 'JudgingDevice';
  appVersion: Scalars['String']['output'];
  batteryLevel: Maybe<Scalars['Float']['output']>;
  charging: Maybe<Scalars['Boolean']['output']>;
  deviceId: Scalars['ID']['output'];
  judge: EventPerson;
  /** When the server last heard from the tablet (the server's clock). */
  lastSeenAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  /** The judge's time of the oldest of those. */
  oldestPendingAt: Maybe<Scalars['DateTime']['output']>;
  /**
   * Ratings of the show on the tablet the server has not taken: what the tablet last said waits, plus
   * the ops of the call it came with that the server refused.
   */
  pendingCount: Scalars['Int']['output'];
  /** The show's cages and the app are stored for judging without network. */
  readyForOffline: Scalars['Boolean']['output'];
  /** Holds ratings and has not reported for more than 5 minutes. */
  stale: Scalars['Boolean']['output'];
  storagePersisted: Maybe<Scalars['Boolean']['output']>;
};

/** What a tablet says of one show it holds ratings of. */
export type JudgingDeviceEventReport = {
  eventId: Scalars['ID']['input'];
  /** The judge's time of the oldest of those (not kept when pendingCount is 0). */
  oldestPendingAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Ratings of this show on the tablet not yet taken by the server, leaving out the ops sent in the same call: 0..100000. */
  pendingCount: Scalars['Int']['input'];
  /** The show's cages and the app are stored for judging without network. */
  readyForOffline: Scalars['Boolean']['input'];
};

/** What a judge's tablet says about itself and the shows it holds ratings of. */
export type JudgingDeviceReport = {
  /** The app version the tablet runs: 1..40 characters after trimming. */
  appVersion: Scalars['String']['input'];
  /** Battery charge 0..1, where the browser tells (null: unknown). */
  batteryLevel?: InputMaybe<Scalars['Float']['input']>;
  /** Whether the tablet is charging, where the browser tells (null: unknown). */
  charging?: InputMaybe<Scalars['Boolean']['input']>;
  /** A random id the tablet chose once and keeps: 8..64 characters of A-Z a-z 0-9 _ -. */
  deviceId: Scalars['ID']['input'];
  /**
   * 0..50 entries, one per show (a show given twice is refused). Entries for shows the caller judges
   * no class of, or that do not exist, are left out: a tablet may still hold a show its judge was
   * taken off.
   */
  events: Array<JudgingDeviceEventReport>;
  /** A short name for the tablet (from its browser, or as the judge renamed it): 1..40 characters after trimming. */
  name: Scalars['String']['input'];
  /** Whether the browser keeps the tablet's data for good (null: unknown). */
  storagePersisted?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * One op of a cage's history, as the server stored it: a judge's rating or skip, from their tablet or
 * entered by the show office from their paper card. Ops the server refused are not stored.
 */
export type JudgingHistoryEntry = {
  __typename?: 'JudgingHistoryEntry';
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  /** When it was made, by the clock of the device it was made on (the office's for a paper card). */
  clientTime: Scalars['DateTime']['output'];
  /** Why the office corrected the judgement after the end (correctJudgement); null for every other op. */
  correctionReason: Maybe<Scalars['String']['output']>;
  /** It is the cage's current judgement: what the results count. */
  current: Scalars['Boolean']['output'];
  /** It counts (sent in time, or late and accepted); a later op may still decide the cage. */
  effective: Scalars['Boolean']['output'];
  /** The admin who entered it from the judge's paper card, or who corrected the judgement after the end; null when the judge sent it. */
  enteredBy: Maybe<EventPerson>;
  /** Whose rating it is. */
  judge: EventPerson;
  kind: JudgingKind;
  /** Null for an op in time; the office's decision about a late one. */
  lateStatus: Maybe<LateOpStatus>;
  note: Maybe<Scalars['String']['output']>;
  opId: Scalars['ID']['output'];
  /** What ordered it among the cage's ops (see Judgement.orderTime). */
  orderTime: Scalars['DateTime']['output'];
  /** When the server received it. */
  receivedAt: Scalars['DateTime']['output'];
  resolvedAt: Maybe<Scalars['DateTime']['output']>;
  /** Who accepted or rejected the late op, and when. */
  resolvedBy: Maybe<EventPerson>;
  ringNumber: Scalars['String']['output'];
  scores: Maybe<JudgingScores>;
  skipReason: Maybe<SkipReason>;
  total: Maybe<Scalars['Float']['output']>;
};

export type JudgingKind =
  | 'RATE'
  | 'SKIP';

/**
 * One rating (RATE with scores) or skip (SKIP with skipReason) of one cage. opId is a UUID made by
 * the tablet once and never changed on retry: it is the idempotency key. note: up to 500 characters.
 */
export type JudgingOpInput = {
  cageId: Scalars['ID']['input'];
  /** When the judge decided: the tablet's clock corrected by the server's (see clockVerified). */
  clientTime: Scalars['DateTime']['input'];
  /**
   * False when the tablet had never heard from the server when it made the op, so its clientTime is
   * its own clock's unchecked word: the server then orders the op by its arrival, never by the claim
   * (one tablet's ops keep their order: it sends them in order). Default true.
   */
  clockVerified?: InputMaybe<Scalars['Boolean']['input']>;
  eventId: Scalars['ID']['input'];
  kind: JudgingKind;
  note?: InputMaybe<Scalars['String']['input']>;
  opId: Scalars['ID']['input'];
  scores?: InputMaybe<JudgingScoresInput>;
  skipReason?: InputMaybe<SkipReason>;
};

export type JudgingOpResult = {
  __typename?: 'JudgingOpResult';
  /** The cage after the op, as judgeCages shows it; null when the cage is unknown or not the caller's. */
  cage: Maybe<JudgeCage>;
  /** Set for REJECTED: RATING_MUST_BE_POSITIVE, EVENT_ENDED, NOT_AUTHORIZED, … */
  code: Maybe<Scalars['String']['output']>;
  /** The input field at fault, e.g. scores.back. */
  field: Maybe<Scalars['String']['output']>;
  /**
   * For an op that arrived after its event ended (answered EVENT_ENDED, or DUPLICATE once accepted):
   * the show office's decision so far. Sending the op again tells the tablet what was decided.
   */
  late: Maybe<LateDecision>;
  message: Maybe<Scalars['String']['output']>;
  opId: Scalars['ID']['output'];
  outcome: JudgingOutcome;
  /** The server's clock when it received the call: tablets correct their own clock by it. */
  receivedAt: Scalars['DateTime']['output'];
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

/** Judged (rated or skipped) and all cages, per class and overall. */
export type JudgingProgress = {
  __typename?: 'JudgingProgress';
  classes: Array<ClassJudgingProgress>;
  eventId: Scalars['ID']['output'];
  judged: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type JudgingScores = {
  __typename?: 'JudgingScores';
  back: Scalars['Float']['output'];
  boneStructure: Scalars['Float']['output'];
  generalImpression: Scalars['Float']['output'];
  musculature: Scalars['Float']['output'];
  wings: Scalars['Float']['output'];
};

export type JudgingScoresInput = {
  back: Scalars['Float']['input'];
  boneStructure: Scalars['Float']['input'];
  generalImpression: Scalars['Float']['input'];
  musculature: Scalars['Float']['input'];
  wings: Scalars['Float']['input'];
};

export type Language =
  | 'de'
  | 'en';

export type LateDecision = {
  __typename?: 'LateDecision';
  /** When an admin decided; null while the op waits. */
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  status: LateOpStatus;
};

/** An op that arrived after its event ended, for an admin to accept or reject. */
export type LateJudgingOp = {
  __typename?: 'LateJudgingOp';
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  clientTime: Scalars['DateTime']['output'];
  judge: EventPerson;
  kind: JudgingKind;
  note: Maybe<Scalars['String']['output']>;
  opId: Scalars['ID']['output'];
  receivedAt: Scalars['DateTime']['output'];
  ringNumber: Scalars['String']['output'];
  scores: Maybe<JudgingScores>;
  skipReason: Maybe<SkipReason>;
  status: LateOpStatus;
  total: Maybe<Scalars['Float']['output']>;
};

export type LateOpStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED';

export type LateRatingCounts = {
  __typename?: 'LateRatingCounts';
  accepted: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
};

/** What loginClient and changePassword return: the account and a session token for this device. */
export type LoginResult = {
  __typename?: 'LoginResult';
  client: Client;
  token: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
  /**
   * Admin: answers an objection (answer 1–2000 characters, field "answer"); the breeder is told by
   * mail. An answered objection may be answered again while the results are provisional.
   * OBJECTION_NOT_FOUND; RESULTS_FINAL once final.
   */
  answerObjection: Objection;
  /**
   * Admin, after the deadline, before the start: numbers every registered pigeon 1..n in class
   * order, then ring number. NO_PIGEON_CLASSES_FOUND without registrations. If any number was set by
   * hand, CAGES_MANUALLY_CHANGED (extensions.manualCount) unless force is true. Cage ids change.
   */
  assignCages: Event;
  /**
   * Admin, after the deadline (EVENT_REGISTRATION_OPEN), until the end (EVENT_ENDED; replacing a
   * judge during judging is allowed). Only classes with registrations: NO_PIGEON_CLASSES_FOUND
   * (field "assignments.<i>.classCode"). Judges must have JUDGE rank or above: VALIDATION_FAILED
   * field "assignments.<i>.judgeIds". A class given twice: VALIDATION_FAILED.
   */
  assignJudges: Event;
  /** Logged in: drops the own pending address; its link stops working. */
  cancelEmailChange: Client;
  /**
   * Logged in (NOT_AUTHORIZED otherwise): sets a new password for the own account. Both values are
   * the SHA-256 hex of a password, as loginClient's. currentPassword empty: NO_PASSWORD; wrong:
   * CURRENT_PASSWORD_WRONG (both with field currentPassword; wrong ones count like failed logins, so
   * RATE_LIMITED after too many); newPassword empty: NO_PASSWORD, not a SHA-256 hex:
   * VALIDATION_FAILED (field newPassword). Every other session of the account ends, every open reset
   * link is spent and a waiting change of address is dropped. The token the call was made with ends
   * too: the answer carries a fresh one for this device. The account's address is told of the change
   * (in `language`, else the account's).
   */
  changePassword: LoginResult;
  /** Opens the link mailed to a pending address (no login needed); returns the address now in effect. Every earlier session of the account ends and every open reset link stops working. An empty token: MISSING_CREDENTIALS; unknown, used, replaced or expired, or the address has an account by now: EMAIL_CHANGE_TOKEN_INVALID. */
  confirmEmailChange: Scalars['String']['output'];
  /**
   * Admin: sets a cage's judgement to these scores, on the record with the reason (1–500 characters,
   * field "reason"): the totals, places, rankings and champion change everywhere, and breeders whose
   * results changed get an updated results mail. Scores are checked against the event's rating scheme
   * (RATING_MUST_BE_POSITIVE field scores.<category>). EVENT_NOT_FOUND; CAGE_NOT_FOUND;
   * EVENT_RATINGS_NOT_FINISHED before the end; RESULTS_FINAL once final.
   */
  correctJudgement: ResultCorrection;
  /** Admin: a new OPEN event created by the caller. */
  createEvent: Event;
  /** Breeder rank: a new pigeon of the caller. */
  createPigeon: Pigeon;
  /**
   * Admin: removes the event with its registrations, judges, cages, ratings and results;
   * EVENT_ALREADY_STARTED while STARTED. An ENDED event only with confirmTitle, its title typed in
   * (case and surrounding spaces aside), else VALIDATION_FAILED field "confirmTitle". Returns the id.
   */
  deleteEvent: Scalars['ID']['output'];
  /**
   * Logged in: deletes the own account. password is the SHA-256 hex of the password, as loginClient's:
   * empty NO_PASSWORD, not a SHA-256 hex VALIDATION_FAILED, wrong CURRENT_PASSWORD_WRONG (all on field
   * password; wrong ones count like failed logins, so RATE_LIMITED after too many). Refused, with the
   * shows in extensions.eventTitles, changing nothing: ACCOUNT_DELETION_LAST_SUPERADMIN,
   * ACCOUNT_DELETION_JUDGE_OF_SHOW (judges a class of a show not ended),
   * ACCOUNT_DELETION_PIGEONS_IN_SHOW (pigeons in a running show), ACCOUNT_DELETION_FEES_OPEN (entry
   * fees open for an ended show). Otherwise names, addresses, phone, website, password and every code
   * are erased, every session ends, the registrations for shows not started and every pigeon no ended
   * show lists are removed; ended shows keep their results, naming the breeder or judge with an empty
   * shownName (the pages say "former member"). The address is free to register again.
   */
  deleteMyAccount: Scalars['Boolean']['output'];
  /**
   * Owner or admin; its flight results go with it. Refused with PIGEON_ALREADY_REGISTERED while the
   * pigeon is registered for an event that has started; extensions.eventTitles (and eventIds) name
   * those events. Returns the id.
   */
  deletePigeon: Scalars['ID']['output'];
  /** Admin: only STARTED events (EVENT_NOT_STARTED before, EVENT_ENDED after). Read unjudgedCages first to confirm. */
  endEvent: Event;
  /**
   * Admin: enters paper point cards of the judge judgeId. Each op goes the way of submitJudgingOps, as
   * if that judge had sent it (the same checks, codes, op-id idempotency and ordering by time), and is
   * stored as entered by the caller. Per op also OWN_PIGEON when the cage holds the caller's own
   * pigeon. CLIENT_NOT_FOUND (field "judgeId") when judgeId is no judge; VALIDATION_FAILED (field
   * "ops") for other than 1..200 ops.
   */
  enterPaperCards: Array<JudgingOpResult>;
  /**
   * A breeder with a caged pigeon in the show objects to a cage's result (reason 1–2000 characters,
   * else VALIDATION_FAILED field "reason"). NOT_AUTHORIZED for anyone without a pigeon in the show
   * (UNAUTHENTICATED for a guest); EVENT_NOT_FOUND; CAGE_NOT_FOUND (also a cage of another show);
   * EVENT_RATINGS_NOT_FINISHED before the end; RESULTS_FINAL once final; OBJECTION_PERIOD_OVER after
   * the deadline.
   */
  fileObjection: Objection;
  /**
   * Breeder rank: reports that ringNumber (read as createPigeon reads it; VALIDATION_FAILED field
   * "ringNumber") is the caller's, though another breeder's pigeon holds it. RING_NOT_HELD_BY_OTHER
   * (field "ringNumber") when no other breeder's pigeon has it. message: at most 500 characters
   * (VALIDATION_FAILED field "message"). Filing again while the first is open answers the open one.
   */
  fileRingClaim: RingClaim;
  /**
   * Admin: makes the results final. OBJECTION_PERIOD_RUNNING before the deadline unless early is
   * true; OBJECTIONS_OPEN while an objection waits for its answer; RESULTS_FINAL when they are final
   * already; EVENT_RATINGS_NOT_FINISHED before the end.
   */
  finalizeResults: Event;
  /**
   * Admin: imports flight results from CSV/TSV (; , or tab; UTF-8 with or without BOM, or
   * Windows-1252) or .xlsx files. dryRun true reads and checks everything and writes nothing (the
   * preview); false writes each file's valid rows in one transaction per file. No files, more than 20,
   * or a nameless file: VALIDATION_FAILED field "files" ('A valid file must be selected').
   */
  importFlightData: ImportResult;
  /**
   * Logs out: this session's token is refused from now on; with everywhere, every session of the
   * account (on every device) ends. Either way an open reset link and a waiting change of address
   * end. NOT_AUTHORIZED without a session.
   */
  logoutClient: Scalars['Boolean']['output'];
  /**
   * Admin, at any time (also after the show): books a payment of the breeder, amountCents being
   * what came in (a part payment, the rest, more) or, below 0, what was paid back (a refund; at most
   * what was paid). VALIDATION_FAILED naming the field: amountCents 0 or beyond ±1,000,000 (10,000 €),
   * or a refund beyond what was paid; paidOn not a day (YYYY-MM-DD) from 2000 until today in the
   * show's time zone; note over 200 characters. CLIENT_NOT_FOUND (field "breederId") for someone
   * without pigeons or a payment at the event. A booking made by mistake is undone by its opposite.
   */
  recordFeePayment: BreederFee;
  registerClient: RegisterResult;
  /**
   * Breeder rank, own pigeons only (NOT_AUTHORIZED for another's, PIGEON_NOT_FOUND for an unknown
   * one), 1..1000 distinct ids (else VALIDATION_FAILED field "pigeonIds"); before the deadline
   * (EVENT_REGISTRATION_DEADLINE_PASSED); PIGEON_ALREADY_REGISTERED (extensions.pigeonIds) when
   * any is registered already. Each class is fixed for the event's season.
   */
  registerPigeons: Event;
  /** Admin: rejects the claim; reason 1..500 characters (VALIDATION_FAILED field "reason"). Errors as transferRingClaim. */
  rejectRingClaim: RingClaim;
  /**
   * Judge rank: the tablet's heartbeat, for the show office's device panel (judgingDevices). Stores,
   * for each show of the report the caller judges, the tablet's row as last seen now by the server's
   * clock (one per show, judge and deviceId; a judge's 11th tablet of a show replaces the one heard
   * from least recently), whatever the show's state; all of it or nothing. Answers true.
   * VALIDATION_FAILED naming the field (e.g. report.deviceId, report.events.0.pendingCount);
   * NOT_AUTHORIZED below judge rank, UNAUTHENTICATED for an expired session; SERVER_BUSY (HTTP 503)
   * while the server refuses judging calls for load.
   */
  reportJudgingDevice: Scalars['Boolean']['output'];
  /**
   * Mails a reset link (valid for an hour) if an account has the address. Answers every well-formed
   * address alike, with an opaque id of the request (not the account's), so it never tells whether
   * an address has an account. VALIDATION_FAILED for a malformed address, RATE_LIMITED.
   */
  requestPasswordReset: ClientRef;
  /** Logged in: mails a fresh link to the own pending address (the earlier link stops working; none to an address another account has). Nothing pending: VALIDATION_FAILED; RATE_LIMITED as saveClient. */
  resendEmailChange: Client;
  /** Admin: every FAILED mail of the event goes out again (after an outage of the mail server). */
  resendFailedResultsMails: EventResultsMails;
  /**
   * Admin: sends the breeder's results mail again, with the results as they are now.
   * CLIENT_NOT_FOUND (field "breederId") when the event has no results mail for them (it has not ended,
   * or they had no pigeon in it).
   */
  resendResultsMail: ResultsMail;
  /**
   * Mails a fresh verification link (in `language`) if an unconfirmed account has the address; the
   * new code replaces the earlier one, whose link stops working. Answers every well-formed address
   * alike (true, at once, the mail going out after the answer), whether it has an unconfirmed
   * account, a confirmed one or none, and mails nothing but in the first case: it never tells whether
   * an address has an account or whether it is confirmed. VALIDATION_FAILED for a malformed
   * address, RATE_LIMITED.
   */
  resendVerification: Scalars['Boolean']['output'];
  /** Sets a new password with a mailed reset token; ends every session and spends every open link. An unknown address and a wrong, used or expired token alike: RESET_TOKEN_INVALID. */
  resetPassword: ClientRef;
  /**
   * Admin: accept applies a late op as if it had arrived in time; reject keeps it recorded as
   * rejected. A decided op can be decided again. JUDGING_OP_NOT_FOUND for an unknown or in-time op.
   */
  resolveLateJudgingOp: LateJudgingOp;
  /**
   * Own account only (NOT_AUTHORIZED otherwise). A changed e-mail asks for currentPassword (the
   * SHA-256 hex of the password, as loginClient's): missing NO_PASSWORD, wrong CURRENT_PASSWORD_WRONG
   * (field currentPassword; counted like failed logins). It does not take effect: it becomes
   * `pendingEmail`, is mailed a confirmation link (in `language`, else the account's) and the address
   * in effect gets a notice that does not name the new one. An address another account has is taken
   * alike but mailed nothing (nobody learns whether it has an account). Too many changes: RATE_LIMITED.
   */
  saveClient: Client;
  /**
   * Admin: sends "updated results" to every breeder whose results changed since their mail (changed);
   * nothing is sent on its own when a late rating is accepted. Answers the list as it is then.
   */
  sendUpdatedResults: EventResultsMails;
  /**
   * Admin, after the deadline, before the start. CAGE_NOT_FOUND; CAGE_NUMBER_MUST_BE_POSITIVE
   * (field "cageNumber") for 0 or less; a number taken by another cage of the event: VALIDATION_FAILED
   * field "cageNumber", with extensions.cageNumber and extensions.ringNumber (the ring in that cage).
   * Marks the cage manuallySet.
   */
  setCageNumber: EventCage;
  /** Admin: changes another account's role (only a superadmin grants ADMIN or SUPERADMIN). */
  setClientRole: Client;
  /**
   * Admin: only CLOSED events (EVENT_REGISTRATION_OPEN before the deadline, EVENT_ALREADY_STARTED,
   * EVENT_ENDED); NO_CAGES_FOR_EVENT without cages or while a registered pigeon has no cage
   * (extensions.uncagedCount, and extensions.classCodes: the classes that lack a judge too); CLASSES_WITHOUT_JUDGE (extensions.classCodes) while a class with
   * cages has no judge.
   */
  startEvent: Event;
  /**
   * 1..200 ops (else VALIDATION_FAILED field "ops"), answered per op in the given order; one refused
   * op never fails the others. madeBy: the account the tablet holds the ops for; when it is not the
   * caller, the whole call is refused with OPS_OF_OTHER_ACCOUNT and nothing is applied (the tablet
   * keeps them for their judge). Judge rank (NOT_AUTHORIZED below it, UNAUTHENTICATED for an expired
   * session). Per op: EVENT_NOT_FOUND, CAGE_NOT_FOUND (also for a cage of another event),
   * NOT_AUTHORIZED unless the caller judges the cage's class (checked before anything about the
   * event's state), OWN_PIGEON for the caller's own pigeon, EVENT_NOT_STARTED before the start, RATING_MUST_BE_POSITIVE (field
   * scores.<category>) for a score ≤ 0 or off the event's scheme, VALIDATION_FAILED (field) for
   * malformed input, IDEMPOTENCY_KEY_REUSED for a known opId with another payload, EVENT_ENDED after
   * the end (the op is kept as a late op for an admin).
   * device: the tablet's report of itself, stored once the ops are answered as reportJudgingDevice
   * stores it, except that each show's pendingCount adds the ops of this call for the show that the
   * server did not take (REJECTED without late: applied, DUPLICATE and ops kept as late are taken),
   * and its oldestPendingAt is the earliest of the report's and their clientTime. An invalid report
   * never fails the call: it is left out; a call refused as a whole stores none.
   */
  submitJudgingOps: Array<JudgingOpResult>;
  /**
   * Admin: gives the pigeon holding the ring to the claimant, with its flight results; its
   * registrations for shows not yet started are withdrawn. Refused with PIGEON_ALREADY_REGISTERED
   * (extensions.eventTitles) while it is in a show that has started or ended: results keep their
   * breeder. RING_CLAIM_NOT_FOUND; RING_CLAIM_DECIDED when no longer open; RING_NOT_HELD_BY_OTHER when
   * no other breeder's pigeon has the ring any more. note: at most 500 characters (field "reason").
   */
  transferRingClaim: RingClaim;
  /** Breeder rank, own pigeon, before the deadline; unregistering a pigeon that is not registered changes nothing. */
  unregisterPigeon: Event;
  /** Admin: replaces the given rules (each class and sex at most once); returns all rules. */
  updateClassificationRules: Array<ClassificationRule>;
  /**
   * Admin: replaces the fields. Once started, a changed ratingScheme or registrationDeadline is
   * refused with EVENT_ALREADY_STARTED (texts, place and start stay editable until the end); an
   * ended event is refused whole with EVENT_ENDED.
   */
  updateEvent: Event;
  /** Owner or admin. */
  updatePigeon: Pigeon;
  /** Confirms the address with the code of the mailed link. Only the newest code mailed to the account works (see resendVerification). */
  verifyClient: Scalars['Boolean']['output'];
};


export type MutationAnswerObjectionArgs = {
  answer: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  upheld: Scalars['Boolean']['input'];
};


export type MutationAssignCagesArgs = {
  eventId: Scalars['ID']['input'];
  force?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationAssignJudgesArgs = {
  assignments: Array<JudgeAssignmentInput>;
  eventId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  language?: InputMaybe<Language>;
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationCorrectJudgementArgs = {
  cageId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  scores: JudgingScoresInput;
};


export type MutationCreateEventArgs = {
  input: EventInput;
};


export type MutationCreatePigeonArgs = {
  input: PigeonInput;
};


export type MutationDeleteEventArgs = {
  confirmTitle?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteMyAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeletePigeonArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnterPaperCardsArgs = {
  judgeId: Scalars['ID']['input'];
  ops: Array<JudgingOpInput>;
};


export type MutationFileObjectionArgs = {
  cageId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationFileRingClaimArgs = {
  message?: InputMaybe<Scalars['String']['input']>;
  ringNumber: Scalars['String']['input'];
};


export type MutationFinalizeResultsArgs = {
  early?: InputMaybe<Scalars['Boolean']['input']>;
  eventId: Scalars['ID']['input'];
};


export type MutationImportFlightDataArgs = {
  dryRun: Scalars['Boolean']['input'];
  files: Array<ImportFileInput>;
};


export type MutationLogoutClientArgs = {
  everywhere?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationRecordFeePaymentArgs = {
  amountCents: Scalars['Int']['input'];
  breederId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
  method: PaymentMethod;
  note?: InputMaybe<Scalars['String']['input']>;
  paidOn: Scalars['String']['input'];
};


export type MutationRegisterClientArgs = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  language: Language;
  lastName: Scalars['String']['input'];
  pwdHash: Scalars['String']['input'];
  salutation?: InputMaybe<Salutation>;
};


export type MutationRegisterPigeonsArgs = {
  eventId: Scalars['ID']['input'];
  pigeonIds: Array<Scalars['ID']['input']>;
};


export type MutationRejectRingClaimArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationReportJudgingDeviceArgs = {
  report: JudgingDeviceReport;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
  language: Language;
};


export type MutationResendEmailChangeArgs = {
  language?: InputMaybe<Language>;
};


export type MutationResendFailedResultsMailsArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationResendResultsMailArgs = {
  breederId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


export type MutationResendVerificationArgs = {
  email: Scalars['String']['input'];
  language: Language;
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
};


export type MutationResolveLateJudgingOpArgs = {
  accept: Scalars['Boolean']['input'];
  opId: Scalars['ID']['input'];
};


export type MutationSaveClientArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  emailPublic: Scalars['Boolean']['input'];
  firstName: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  language?: InputMaybe<Language>;
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Salutation>;
  website?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendUpdatedResultsArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationSetCageNumberArgs = {
  cageId: Scalars['ID']['input'];
  cageNumber: Scalars['Int']['input'];
};


export type MutationSetClientRoleArgs = {
  id: Scalars['Int']['input'];
  role: Role;
};


export type MutationStartEventArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitJudgingOpsArgs = {
  device?: InputMaybe<JudgingDeviceReport>;
  madeBy?: InputMaybe<Scalars['ID']['input']>;
  ops: Array<JudgingOpInput>;
};


export type MutationTransferRingClaimArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUnregisterPigeonArgs = {
  eventId: Scalars['ID']['input'];
  pigeonId: Scalars['ID']['input'];
};


export type MutationUpdateClassificationRulesArgs = {
  input: Array<ClassificationRuleInput>;
};


export type MutationUpdateEventArgs = {
  id: Scalars['ID']['input'];
  input: EventInput;
};


export type MutationUpdatePigeonArgs = {
  id: Scalars['ID']['input'];
  input: PigeonInput;
};


export type MutationVerifyClientArgs = {
  verificationCode: Scalars['String']['input'];
};

/** The office's decision about one of the caller's late ops, with the cage as the judge sees it now. */
export type MyLateDecision = {
  __typename?: 'MyLateDecision';
  /** The cage as judgeCage shows it; null when the caller no longer judges its class. */
  cage: Maybe<JudgeCage>;
  /** When an admin decided; null while the op waits. */
  decidedAt: Maybe<Scalars['DateTime']['output']>;
  opId: Scalars['ID']['output'];
  status: LateOpStatus;
};

/**
 * A breeder's objection to a cage's result, filed while the results are provisional and the period
 * runs, answered by the office.
 */
export type Objection = {
  __typename?: 'Objection';
  /** The office's answer; null while OPEN. */
  answer: Maybe<Scalars['String']['output']>;
  answeredAt: Maybe<Scalars['DateTime']['output']>;
  /** Who filed it. */
  breeder: EventPerson;
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  eventId: Scalars['ID']['output'];
  filedAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  ringNumber: Scalars['String']['output'];
  status: ObjectionStatus;
};

/** OPEN until the office answers; UPHELD (the breeder was right) or REJECTED then. */
export type ObjectionStatus =
  | 'OPEN'
  | 'REJECTED'
  | 'UPHELD';

export type OwnPigeonJudgement = {
  __typename?: 'OwnPigeonJudgement';
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  judge: EventPerson;
};

/** Where to transfer what is open: the association's account and the reference to give. */
export type PaymentInstructions = {
  __typename?: 'PaymentInstructions';
  accountHolder: Scalars['String']['output'];
  /** What to transfer: the open balance, in euro cents. */
  amountCents: Scalars['Int']['output'];
  /** Without spaces, e.g. DE89370400440532013000. */
  iban: Scalars['String']['output'];
  /** The remittance text the treasurer finds the payment by (SEPA characters only). */
  reference: Scalars['String']['output'];
};

/** How the show office recorded a payment. */
export type PaymentMethod =
  | 'CASH'
  | 'TRANSFER';

export type Pigeon = {
  __typename?: 'Pigeon';
  /** Country code with the club number (DV-06976, PL-0123) or series letter (GB-N), or alone (BE, NL). */
  association: Scalars['String']['output'];
  /** The owner's client id. */
  breederId: Scalars['Int']['output'];
  /** The class for the season of the query. */
  classification: Classification;
  color: Scalars['String']['output'];
  /** Newest first. */
  flightResults: Array<FlightResult>;
  id: Scalars['ID']['output'];
  /** Same as classification.reason.prizeKm. */
  prizeKm: Scalars['Float']['output'];
  /** Same as classification.reason.prizes. */
  prizes: Scalars['Int']['output'];
  /** Canonical ring number in its country's form, e.g. DV-06976-21-134, BE 21-1234567, GB 21 N 12345. */
  ringNumber: Scalars['String']['output'];
  /** Four digits. */
  ringYear: Scalars['Int']['output'];
  serial: Scalars['Int']['output'];
  sex: Sex;
};

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
  color: Scalars['String']['input'];
  ringNumber: Scalars['String']['input'];
  sex: Sex;
};

export type Query = {
  __typename?: 'Query';
  /** Admin: every op of the cage, as they arrived. CAGE_NOT_FOUND, EVENT_NOT_FOUND, NOT_AUTHORIZED. */
  cageHistory: Array<JudgingHistoryEntry>;
  /** The class thresholds in force (no login needed), highest class first. */
  classificationRules: Array<ClassificationRule>;
  /** Admin: accounts whose name or e-mail contains the search text. */
  clients: Array<Client>;
  /** One event, for everyone: EVENT_NOT_FOUND 'Event could not be found'. */
  event: Event;
  /**
   * Admin (NOT_AUTHORIZED below): the show's audit trail, the latest first, a page at a time.
   * Filters: cageNumber 1..1000000 (else VALIDATION_FAILED field "cageNumber"), judgeId (the judge
   * whose rating it is; not an id: VALIDATION_FAILED field "judgeId"), kind. offset ≥ 0 (field
   * "offset"), limit 1..1000 (field "limit"). EVENT_NOT_FOUND.
   */
  eventAuditTrail: AuditTrailPage;
  /** The cages of an event by cage number, for everyone; empty until cages are assigned. EVENT_NOT_FOUND. */
  eventCages: Array<EventCage>;
  /**
   * Admin: every registered pigeon of the event by class, then cage number (uncaged last), then ring
   * number: the catalogue's entries and the cage labels. EVENT_NOT_FOUND, NOT_AUTHORIZED.
   */
  eventCatalogue: Array<CatalogueEntry>;
  /** Admin: the event's fee list. EVENT_NOT_FOUND, NOT_AUTHORIZED. */
  eventFees: EventFeeList;
  /** Admin: every op of the event, by cage number and then as they arrived. EVENT_NOT_FOUND, NOT_AUTHORIZED. */
  eventJudgingHistory: Array<JudgingHistoryEntry>;
  /**
   * Admin (NOT_AUTHORIZED below): every show, whatever its status, the latest start first, a page
   * at a time. status: only shows that read so now (OPEN turns CLOSED at the deadline). search: part
   * of the title or the city, any letter case, up to 100 characters (else VALIDATION_FAILED field
   * "search"). offset ≥ 0 (field "offset"), limit 1..1000 (field "limit").
   */
  eventOverview: EventOverviewPage;
  /**
   * An event's results, for everyone: EVENT_NOT_FOUND; EVENT_RATINGS_NOT_FINISHED 'Rating not
   * completed yet' until the event has ended.
   */
  eventResults: EventResults;
  /** Admin: the event's results mails. EVENT_NOT_FOUND, NOT_AUTHORIZED. */
  eventResultsMails: EventResultsMails;
  /**
   * Events by where they stand: being judged (STARTED), then upcoming (before the start), each soonest
   * start first, then ended ones, the most recent start first; a page at a time: limit 1..100
   * (default 50, else VALIDATION_FAILED field "limit"); `after` the id of the last event of the
   * previous page (an unknown id: VALIDATION_FAILED field "after"). A page shorter than the limit is
   * the last. upcomingOnly keeps the events that have not ended.
   */
  events: Array<Event>;
  /** The account of the bearer token in the Authorization header. */
  getClientByJWT: Client;
  /** Liveness probe: always true while the server answers. */
  health: Scalars['Boolean']['output'];
  /**
   * One of the caller's cages, as judgeCages shows it: for a point card to check it has the latest
   * judgement. CAGE_NOT_FOUND when the event has no such cage, NOT_AUTHORIZED when the caller does
   * not judge its class; EVENT_NOT_FOUND.
   */
  judgeCage: JudgeCage;
  /**
   * The caller's cages in the event (the classes assigned to them), by cage number, with their
   * current judgement. NOT_AUTHORIZED when the caller judges no class there; EVENT_NOT_FOUND.
   * Readable after the end too.
   */
  judgeCages: Array<JudgeCage>;
  /**
   * Judge rank: the events and classes the caller is assigned to judge. Current and upcoming events
   * first (soonest start first), ended events last (most recent first).
   */
  judgeEvents: Array<JudgeEvent>;
  /**
   * Admin: how each judge of the show judged, from the judgements that count now: during judging as
   * well as after the end (before the start every judge is listed without ratings).
   * EVENT_NOT_FOUND; NOT_AUTHORIZED below admin rank, UNAUTHENTICATED for an expired session.
   */
  judgeStatistics: JudgeStatistics;
  /**
   * Admin: the tablets that reported for the show (at most 10 per judge: the ones heard from last),
   * those that hold ratings and fell silent first, then by last contact, newest first.
   * EVENT_NOT_FOUND, NOT_AUTHORIZED.
   */
  judgingDevices: Array<JudgingDevice>;
  /** Admin: ops that arrived after the event ended, in order of arrival (then of the judge's clock). */
  lateJudgingOps: Array<LateJudgingOp>;
  /** Logs in with the SHA-256 hex of the password; fails with LOGIN_FAILED or CLIENT_NOT_VERIFIED. */
  loginClient: LoginResult;
  /**
   * Logged in (NOT_AUTHORIZED without a session, UNAUTHENTICATED with an ended one): everything the
   * caller's account holds or made, as one JSON document: generatedAt, about (a line naming each
   * part, in `language`, else the account's), account (profile, flags, role, created and confirmed dates),
   * pigeons (with their flight results), registrations, fees (with payments), ratings (the judging
   * ops given as a judge), paperCards (ops typed in as an admin), judgingDevices and mails (the
   * results mails kept). Never a password hash, code, token or session, nor another account's data
   * but the judge a paper card was typed for.
   */
  myData: Scalars['String']['output'];
  /** Breeder rank: the caller's standing at every event with their pigeons or a payment, newest event first. */
  myFees: Array<BreederFee>;
  /**
   * The show office's decisions so far about the caller's own late ops (arrived after their event
   * ended), for a tablet to follow them: one entry per given op id that is the caller's and late, in
   * the given order; ids of other accounts' ops, of ops in time and unknown ids are left out, so the
   * answer tells nothing of others. 1..200 ids (else VALIDATION_FAILED field "opIds"). Any logged-in
   * account (a judge who has since lost the role still learns what became of their ratings).
   */
  myLateDecisions: Array<MyLateDecision>;
  /**
   * Breeder rank: the caller's pigeons by ring number, classed for season (a year 1970..2100,
   * default the current year; else VALIDATION_FAILED field "season").
   */
  myPigeons: Array<Pigeon>;
  /** Breeder rank: the caller's claims, newest first. */
  myRingClaims: Array<RingClaim>;
  /**
   * An event's objections, the latest first: every one for an admin, the caller's own for anyone
   * else logged in (UNAUTHENTICATED for a guest). EVENT_NOT_FOUND.
   */
  objections: Array<Objection>;
  /** Owner or admin: PIGEON_NOT_FOUND, or NOT_AUTHORIZED for another breeder's pigeon. */
  pigeon: Pigeon;
  /**
   * Ended events, most recent start first, for everyone. limit 1..50 (default 10), else
   * VALIDATION_FAILED field "limit".
   */
  resultEvents: Array<ResultEvent>;
  /** Admin: the claims (all, or of one status), open ones first and oldest first, then the decided ones newest first. */
  ringClaims: Array<RingClaim>;
  /**
   * The season championship, for everyone: every breeder with rated cages in a show of the season
   * (the calendar year of the show's start in the association's time zone) whose results are final,
   * ranked by points: the sum of their best-breeder sums (EventResults.bestBreeders, unranked
   * breeders' sums too), of their best bestOf shows when bestOf is given; equal points share the
   * rank, breeder id orders them. season 2000..2100, bestOf 1..50, else VALIDATION_FAILED naming
   * the field.
   */
  seasonChampionship: Array<SeasonStanding>;
  /**
   * The shows seasonChampionship counts for the season, the earliest start first, for everyone.
   * season 2000..2100, else VALIDATION_FAILED field "season".
   */
  seasonShows: Array<ResultEvent>;
};


export type QueryCageHistoryArgs = {
  cageId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


export type QueryClientsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEventAuditTrailArgs = {
  cageNumber?: InputMaybe<Scalars['Int']['input']>;
  eventId: Scalars['ID']['input'];
  judgeId?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<AuditEntryKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEventCagesArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventCatalogueArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventFeesArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventJudgingHistoryArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventOverviewArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EventStatus>;
};


export type QueryEventResultsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventResultsMailsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  upcomingOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryJudgeCageArgs = {
  cageId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


export type QueryJudgeCagesArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryJudgeStatisticsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryJudgingDevicesArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryLateJudgingOpsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryLoginClientArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type QueryMyDataArgs = {
  language?: InputMaybe<Language>;
};


export type QueryMyLateDecisionsArgs = {
  opIds: Array<Scalars['ID']['input']>;
};


export type QueryMyPigeonsArgs = {
  season?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryObjectionsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryPigeonArgs = {
  id: Scalars['ID']['input'];
  season?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryResultEventsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRingClaimsArgs = {
  status?: InputMaybe<RingClaimStatus>;
};


export type QuerySeasonChampionshipArgs = {
  bestOf?: InputMaybe<Scalars['Int']['input']>;
  season: Scalars['Int']['input'];
};


export type QuerySeasonShowsArgs = {
  season: Scalars['Int']['input'];
};

export type RatingBounds = {
  __typename?: 'RatingBounds';
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
  step: Scalars['Float']['output'];
};

/** min > 0, max ≥ min, step > 0 and (max − min) a multiple of step; else VALIDATION_FAILED field e.g. ratingScheme.back.step. */
export type RatingBoundsInput = {
  max: Scalars['Float']['input'];
  min: Scalars['Float']['input'];
  step: Scalars['Float']['input'];
};

/**
 * A rating far from its class: its total lies more than 2 of the class's spreads (population standard
 * deviations) from the class's mean, in a class of at least 6 ratings.
 */
export type RatingOutlier = {
  __typename?: 'RatingOutlier';
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  /** The mean total of the class's ratings (every judge's). */
  classMean: Scalars['Float']['output'];
  /** The population standard deviation of the class's totals. */
  classSpread: Scalars['Float']['output'];
  /** Whose rating it is. */
  judge: EventPerson;
  total: Scalars['Float']['output'];
};

/** Bounds and step per category; the total is the sum of the five scores. */
export type RatingScheme = {
  __typename?: 'RatingScheme';
  back: RatingBounds;
  boneStructure: RatingBounds;
  generalImpression: RatingBounds;
  musculature: RatingBounds;
  wings: RatingBounds;
};

export type RatingSchemeInput = {
  back: RatingBoundsInput;
  boneStructure: RatingBoundsInput;
  generalImpression: RatingBoundsInput;
  musculature: RatingBoundsInput;
  wings: RatingBoundsInput;
};

export type RegisterResult = {
  __typename?: 'RegisterResult';
  client: RegisteredClient;
  token: Scalars['String']['output'];
};

/** What registration returns: the new account and its session token. */
export type RegisteredClient = {
  __typename?: 'RegisteredClient';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
};

/** One of the viewer's pigeons entered for an event, with the class fixed at registration. */
export type Registration = {
  __typename?: 'Registration';
  /** Null until cages are assigned. */
  cageId: Maybe<Scalars['ID']['output']>;
  /** Null until cages are assigned. */
  cageNumber: Maybe<Scalars['Int']['output']>;
  classCode: PigeonClass;
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  pigeonId: Scalars['ID']['output'];
  /** Why it has its class, counted for the event's season. */
  reason: ClassificationReason;
  registeredAt: Scalars['DateTime']['output'];
  ringNumber: Scalars['String']['output'];
  sex: Sex;
};

/**
 * A judgement the office corrected after the end, with its reason: what changed since the
 * provisional results. oldTotal/newTotal null for a skip (or, old, for a cage nobody had judged).
 */
export type ResultCorrection = {
  __typename?: 'ResultCorrection';
  at: Scalars['DateTime']['output'];
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  id: Scalars['ID']['output'];
  newTotal: Maybe<Scalars['Float']['output']>;
  oldTotal: Maybe<Scalars['Float']['output']>;
  reason: Scalars['String']['output'];
  ringNumber: Scalars['String']['output'];
};

/** One cage in the results, with its current judgement. */
export type ResultEntry = {
  __typename?: 'ResultEntry';
  breeder: Breeder;
  cageId: Scalars['ID']['output'];
  cageNumber: Scalars['Int']['output'];
  classCode: PigeonClass;
  color: Scalars['String']['output'];
  flightSummary: ClassificationReason;
  /** Who decided the cage; null when nobody judged it. */
  judge: Maybe<EventPerson>;
  note: Maybe<Scalars['String']['output']>;
  /** Place in its class (equal totals share it); null for a skipped or never-judged cage. */
  place: Maybe<Scalars['Int']['output']>;
  /** True for the best quarter of the class's rated cages (rounded up), everyone on the cut included. */
  prize: Scalars['Boolean']['output'];
  ringNumber: Scalars['String']['output'];
  /** Null unless rated. */
  scores: Maybe<JudgingScores>;
  sex: Sex;
  /** Set for a skipped cage. */
  skipReason: Maybe<SkipReason>;
  /** Null for a skipped or never-judged cage. */
  total: Maybe<Scalars['Float']['output']>;
};

/** An ended event in the results list. */
export type ResultEvent = {
  __typename?: 'ResultEvent';
  /** Breeders with cages. */
  breederCount: Scalars['Int']['output'];
  cageCount: Scalars['Int']['output'];
  champions: Array<Breeder>;
  event: Event;
  /** Cages with a rating (skipped and never-judged ones not). */
  ratedCount: Scalars['Int']['output'];
};

/** A breeder's results mail of an ended event. */
export type ResultsMail = {
  __typename?: 'ResultsMail';
  /** Tries since it was last made due. */
  attempts: Scalars['Int']['output'];
  breeder: EventPerson;
  /** The breeder's results differ from what their last mail told (an accepted late rating). */
  changed: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  kind: ResultsMailKind;
  /** Why the last try failed; null after a success. */
  lastError: Maybe<Scalars['String']['output']>;
  /** When the SMTP server last accepted it; null before. */
  sentAt: Maybe<Scalars['DateTime']['output']>;
  /** How often it went out in all (resends and updates included). */
  sentCount: Scalars['Int']['output'];
  state: ResultsMailState;
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

/**
 * A breeder's report to the show office that a ring number they own is held by another breeder's
 * pigeon. The office transfers the pigeon to the claimant or rejects the claim with a reason.
 */
export type RingClaim = {
  __typename?: 'RingClaim';
  claimant: EventPerson;
  /** Admin only (null in the claimant's own view): the claimant's e-mail address. */
  claimantEmail: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Admin only: the breeder who held the ring when the claim was filed; null for the claimant or once the account is gone. */
  holder: Maybe<EventPerson>;
  /** Admin only: the holder's e-mail address. */
  holderEmail: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What the claimant told the office. */
  message: Maybe<Scalars['String']['output']>;
  /** The office's reason for a rejection, or its note on a transfer. */
  reason: Maybe<Scalars['String']['output']>;
  resolvedAt: Maybe<Scalars['String']['output']>;
  /** Canonical, as the pigeon's ringNumber. */
  ringNumber: Scalars['String']['output'];
  status: RingClaimStatus;
};

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

/** A breeder's place in a season's championship. */
export type SeasonStanding = {
  __typename?: 'SeasonStanding';
  breeder: Breeder;
  /** Of those, the shows whose sums count (all of them without bestOf). */
  countedShows: Scalars['Int']['output'];
  /** The sum of the breeder's counted best-breeder sums: every show's, or with bestOf their best bestOf. */
  points: Scalars['Float']['output'];
  /** 1 + the number of breeders with more points: equal points share the rank. */
  rank: Scalars['Int']['output'];
  /** The season's final shows where the breeder had rated cages. */
  shows: Scalars['Int']['output'];
};

/** Sex of a pigeon: M male (cock), F female (hen). */
export type Sex =
  | 'F'
  | 'M';

/** Why a cage was skipped. */
export type SkipReason =
  | 'ABSENT'
  | 'OTHER'
  | 'SICK';

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The event after every change to it (status, counts, judges, cages). EVENT_NOT_FOUND for an
   * unknown id, and as the last message when the event is deleted. The deadline passing is not
   * pushed: derive OPEN → CLOSED from registrationDeadline. current: the event as it is now first,
   * then after every change (a page that (re)subscribes after a break learns what it missed).
   */
  eventChanged: Event;
  /** The event's judging progress now, then after every op that changes it; for everyone. EVENT_NOT_FOUND. */
  judgingProgress: JudgingProgress;
  /** The server's current time, once a second; lets clients check the WebSocket path. */
  serverTime: Scalars['DateTime']['output'];
};


export type SubscriptionEventChangedArgs = {
  current?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type SubscriptionJudgingProgressArgs = {
  eventId: Scalars['ID']['input'];
};

/**
 * Which criterion told a ranked breeder apart from the ranked breeders with the same sum: their best,
 * second or third total; SHARED when all three are equal too (they share the rank).
 */
export type TieBreak =
  | 'BEST'
  | 'SECOND'
  | 'SHARED'
  | 'THIRD';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryKind: AuditEntryKind;
  AuditTrailPage: ResolverTypeWrapper<AuditTrailPage>;
  AuditValue: ResolverTypeWrapper<AuditValue>;
  BestBreeder: ResolverTypeWrapper<BestBreeder>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breeder: ResolverTypeWrapper<Breeder>;
  BreederFee: ResolverTypeWrapper<BreederFee>;
  BreederListPage: ResolverTypeWrapper<BreederListPage>;
  BreederResult: ResolverTypeWrapper<BreederResult>;
  CageCardPage: ResolverTypeWrapper<CageCardPage>;
  CatalogueEntry: ResolverTypeWrapper<CatalogueEntry>;
  ClassJudgingProgress: ResolverTypeWrapper<ClassJudgingProgress>;
  ClassLevel: ClassLevel;
  ClassListPage: ResolverTypeWrapper<ClassListPage>;
  ClassResult: ResolverTypeWrapper<ClassResult>;
  Classification: ResolverTypeWrapper<Classification>;
  ClassificationReason: ResolverTypeWrapper<ClassificationReason>;
  ClassificationRule: ResolverTypeWrapper<ClassificationRule>;
  ClassificationRuleInput: ClassificationRuleInput;
  Client: ResolverTypeWrapper<Client>;
  ClientRef: ResolverTypeWrapper<ClientRef>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Event: ResolverTypeWrapper<EventModel>;
  EventCage: ResolverTypeWrapper<EventCage>;
  EventClass: ResolverTypeWrapper<EventClass>;
  EventFeeList: ResolverTypeWrapper<EventFeeList>;
  EventFees: ResolverTypeWrapper<EventFees>;
  EventInput: EventInput;
  EventLocation: ResolverTypeWrapper<EventLocation>;
  EventLocationInput: EventLocationInput;
  EventOverview: ResolverTypeWrapper<Omit<EventOverview, 'event'> & { event: ResolversTypes['Event'] }>;
  EventOverviewPage: ResolverTypeWrapper<Omit<EventOverviewPage, 'events'> & { events: Array<ResolversTypes['EventOverview']> }>;
  EventPerson: ResolverTypeWrapper<EventPerson>;
  EventResults: ResolverTypeWrapper<EventResultsModel>;
  EventResultsMails: ResolverTypeWrapper<EventResultsMails>;
  EventStatus: EventStatus;
  EventType: EventType;
  FeePayment: ResolverTypeWrapper<FeePayment>;
  FlightResult: ResolverTypeWrapper<FlightResult>;
  FlightResultField: FlightResultField;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportColumn: ResolverTypeWrapper<ImportColumn>;
  ImportFileInput: ImportFileInput;
  ImportFileReport: ResolverTypeWrapper<ImportFileReport>;
  ImportFormat: ImportFormat;
  ImportPreviewRow: ResolverTypeWrapper<ImportPreviewRow>;
  ImportProblem: ResolverTypeWrapper<ImportProblem>;
  ImportProblemParams: ResolverTypeWrapper<ImportProblemParams>;
  ImportResult: ResolverTypeWrapper<ImportResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JudgeAssignmentInput: JudgeAssignmentInput;
  JudgeCage: ResolverTypeWrapper<JudgeCage>;
  JudgeEvent: ResolverTypeWrapper<Omit<JudgeEvent, 'event'> & { event: ResolversTypes['Event'] }>;
  JudgeStatistic: ResolverTypeWrapper<JudgeStatistic>;
  JudgeStatistics: ResolverTypeWrapper<JudgeStatistics>;
  JudgeTendency: JudgeTendency;
  Judgement: ResolverTypeWrapper<Judgement>;
  JudgingDevice: ResolverTypeWrapper<JudgingDevice>;
  JudgingDeviceEventReport: JudgingDeviceEventReport;
  JudgingDeviceReport: JudgingDeviceReport;
  JudgingHistoryEntry: ResolverTypeWrapper<JudgingHistoryEntry>;
  JudgingKind: JudgingKind;
  JudgingOpInput: JudgingOpInput;
  JudgingOpResult: ResolverTypeWrapper<JudgingOpResult>;
  JudgingOutcome: JudgingOutcome;
  JudgingProgress: ResolverTypeWrapper<JudgingProgress>;
  JudgingScores: ResolverTypeWrapper<JudgingScores>;
  JudgingScoresInput: JudgingScoresInput;
  Language: Language;
  LateDecision: ResolverTypeWrapper<LateDecision>;
  LateJudgingOp: ResolverTypeWrapper<LateJudgingOp>;
  LateOpStatus: LateOpStatus;
  LateRatingCounts: ResolverTypeWrapper<LateRatingCounts>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyLateDecision: ResolverTypeWrapper<MyLateDecision>;
  Objection: ResolverTypeWrapper<Objection>;
  ObjectionStatus: ObjectionStatus;
  OwnPigeonJudgement: ResolverTypeWrapper<OwnPigeonJudgement>;
  PaymentInstructions: ResolverTypeWrapper<PaymentInstructions>;
  PaymentMethod: PaymentMethod;
  Pigeon: ResolverTypeWrapper<Pigeon>;
  PigeonClass: PigeonClass;
  PigeonInput: PigeonInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingBounds: ResolverTypeWrapper<RatingBounds>;
  RatingBoundsInput: RatingBoundsInput;
  RatingOutlier: ResolverTypeWrapper<RatingOutlier>;
  RatingScheme: ResolverTypeWrapper<RatingScheme>;
  RatingSchemeInput: RatingSchemeInput;
  RegisterResult: ResolverTypeWrapper<RegisterResult>;
  RegisteredClient: ResolverTypeWrapper<RegisteredClient>;
  Registration: ResolverTypeWrapper<Registration>;
  ResultCorrection: ResolverTypeWrapper<ResultCorrection>;
  ResultEntry: ResolverTypeWrapper<ResultEntry>;
  ResultEvent: ResolverTypeWrapper<Omit<ResultEvent, 'event'> & { event: ResolversTypes['Event'] }>;
  ResultsMail: ResolverTypeWrapper<ResultsMail>;
  ResultsMailKind: ResultsMailKind;
  ResultsMailState: ResultsMailState;
  ResultsStatus: ResultsStatus;
  RingClaim: ResolverTypeWrapper<RingClaim>;
  RingClaimStatus: RingClaimStatus;
  Role: Role;
  Salutation: Salutation;
  SeasonStanding: ResolverTypeWrapper<SeasonStanding>;
  Sex: Sex;
  SkipReason: SkipReason;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TieBreak: TieBreak;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuditEntry: AuditEntry;
  AuditTrailPage: AuditTrailPage;
  AuditValue: AuditValue;
  BestBreeder: BestBreeder;
  Boolean: Scalars['Boolean']['output'];
  Breeder: Breeder;
  BreederFee: BreederFee;
  BreederListPage: BreederListPage;
  BreederResult: BreederResult;
  CageCardPage: CageCardPage;
  CatalogueEntry: CatalogueEntry;
  ClassJudgingProgress: ClassJudgingProgress;
  ClassListPage: ClassListPage;
  ClassResult: ClassResult;
  Classification: Classification;
  ClassificationReason: ClassificationReason;
  ClassificationRule: ClassificationRule;
  ClassificationRuleInput: ClassificationRuleInput;
  Client: Client;
  ClientRef: ClientRef;
  DateTime: Scalars['DateTime']['output'];
  Event: EventModel;
  EventCage: EventCage;
  EventClass: EventClass;
  EventFeeList: EventFeeList;
  EventFees: EventFees;
  EventInput: EventInput;
  EventLocation: EventLocation;
  EventLocationInput: EventLocationInput;
  EventOverview: Omit<EventOverview, 'event'> & { event: ResolversParentTypes['Event'] };
  EventOverviewPage: Omit<EventOverviewPage, 'events'> & { events: Array<ResolversParentTypes['EventOverview']> };
  EventPerson: EventPerson;
  EventResults: EventResultsModel;
  EventResultsMails: EventResultsMails;
  FeePayment: FeePayment;
  FlightResult: FlightResult;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImportColumn: ImportColumn;
  ImportFileInput: ImportFileInput;
  ImportFileReport: ImportFileReport;
  ImportPreviewRow: ImportPreviewRow;
  ImportProblem: ImportProblem;
  ImportProblemParams: ImportProblemParams;
  ImportResult: ImportResult;
  Int: Scalars['Int']['output'];
  JudgeAssignmentInput: JudgeAssignmentInput;
  JudgeCage: JudgeCage;
  JudgeEvent: Omit<JudgeEvent, 'event'> & { event: ResolversParentTypes['Event'] };
  JudgeStatistic: JudgeStatistic;
  JudgeStatistics: JudgeStatistics;
  Judgement: Judgement;
  JudgingDevice: JudgingDevice;
  JudgingDeviceEventReport: JudgingDeviceEventReport;
  JudgingDeviceReport: JudgingDeviceReport;
  JudgingHistoryEntry: JudgingHistoryEntry;
  JudgingOpInput: JudgingOpInput;
  JudgingOpResult: JudgingOpResult;
  JudgingProgress: JudgingProgress;
  JudgingScores: JudgingScores;
  JudgingScoresInput: JudgingScoresInput;
  LateDecision: LateDecision;
  LateJudgingOp: LateJudgingOp;
  LateRatingCounts: LateRatingCounts;
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  MyLateDecision: MyLateDecision;
  Objection: Objection;
  OwnPigeonJudgement: OwnPigeonJudgement;
  PaymentInstructions: PaymentInstructions;
  Pigeon: Pigeon;
  PigeonInput: PigeonInput;
  Query: Record<PropertyKey, never>;
  RatingBounds: RatingBounds;
  RatingBoundsInput: RatingBoundsInput;
  RatingOutlier: RatingOutlier;
  RatingScheme: RatingScheme;
  RatingSchemeInput: RatingSchemeInput;
  RegisterResult: RegisterResult;
  RegisteredClient: RegisteredClient;
  Registration: Registration;
  ResultCorrection: ResultCorrection;
  ResultEntry: ResultEntry;
  ResultEvent: Omit<ResultEvent, 'event'> & { event: ResolversParentTypes['Event'] };
  ResultsMail: ResultsMail;
  RingClaim: RingClaim;
  SeasonStanding: SeasonStanding;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AuditEntryKind'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['AuditValue']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['AuditValue']>, ParentType, ContextType>;
  opId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditTrailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditTrailPage'] = ResolversParentTypes['AuditTrailPage']> = {
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  judges?: Resolver<Array<ResolversTypes['EventPerson']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditValue'] = ResolversParentTypes['AuditValue']> = {
  skipReason?: Resolver<Maybe<ResolversTypes['SkipReason']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BestBreederResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BestBreeder'] = ResolversParentTypes['BestBreeder']> = {
  breeder?: Resolver<ResolversTypes['Breeder'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ranked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ratedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tieBreak?: Resolver<Maybe<ResolversTypes['TieBreak']>, ParentType, ContextType>;
  topTotals?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BreederResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breeder'] = ResolversParentTypes['Breeder']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shownName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreederFeeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreederFee'] = ResolversParentTypes['BreederFee']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  breeder?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  dueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payTo?: Resolver<Maybe<ResolversTypes['PaymentInstructions']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['FeePayment']>, ParentType, ContextType>;
  pigeonCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BreederListPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreederListPage'] = ResolversParentTypes['BreederListPage']> = {
  breeders?: Resolver<Array<ResolversTypes['BreederResult']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BreederResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BreederResult'] = ResolversParentTypes['BreederResult']> = {
  breeder?: Resolver<ResolversTypes['Breeder'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['ResultEntry']>, ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  topTotals?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CageCardPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CageCardPage'] = ResolversParentTypes['CageCardPage']> = {
  entries?: Resolver<Array<ResolversTypes['ResultEntry']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogueEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueEntry'] = ResolversParentTypes['CatalogueEntry']> = {
  breeder?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  cageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cageNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sex?: Resolver<ResolversTypes['Sex'], ParentType, ContextType>;
};

export type ClassJudgingProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassJudgingProgress'] = ResolversParentTypes['ClassJudgingProgress']> = {
  code?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  judged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassListPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassListPage'] = ResolversParentTypes['ClassListPage']> = {
  classes?: Resolver<Array<ResolversTypes['ClassResult']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassResult'] = ResolversParentTypes['ClassResult']> = {
  code?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['ResultEntry']>, ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Classification'] = ResolversParentTypes['Classification']> = {
  code?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ClassificationReason'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassificationReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassificationReason'] = ResolversParentTypes['ClassificationReason']> = {
  lastYearKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prizeKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prizes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassificationRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClassificationRule'] = ResolversParentTypes['ClassificationRule']> = {
  code?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ClassLevel'], ParentType, ContextType>;
  minKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minLastYearKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minPrizes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sex?: Resolver<ResolversTypes['Sex'], ParentType, ContextType>;
};

export type ClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClientRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientRef'] = ResolversParentTypes['ClientRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  cageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['EventClass']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['EventPerson']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['EventType'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['EventFees'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judgingProgress?: Resolver<ResolversTypes['JudgingProgress'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['EventLocation'], ParentType, ContextType>;
  myFee?: Resolver<Maybe<ResolversTypes['BreederFee']>, ParentType, ContextType>;
  myRegistrations?: Resolver<Array<ResolversTypes['Registration']>, ParentType, ContextType>;
  objectionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  objectionDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ownPigeonJudgements?: Resolver<Array<ResolversTypes['OwnPigeonJudgement']>, ParentType, ContextType>;
  ratingScheme?: Resolver<ResolversTypes['RatingScheme'], ParentType, ContextType>;
  registrationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrationDeadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resultsFinalAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resultsStatus?: Resolver<Maybe<ResolversTypes['ResultsStatus']>, ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unjudgedCages?: Resolver<Array<ResolversTypes['EventCage']>, ParentType, ContextType>;
};

export type EventCageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventCage'] = ResolversParentTypes['EventCage']> = {
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manuallySet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventClassResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventClass'] = ResolversParentTypes['EventClass']> = {
  cageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  exhibitorIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  judges?: Resolver<Array<ResolversTypes['EventPerson']>, ParentType, ContextType>;
  registrationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventFeeListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventFeeList'] = ResolversParentTypes['EventFeeList']> = {
  breeders?: Resolver<Array<ResolversTypes['BreederFee']>, ParentType, ContextType>;
  dueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['EventFees'], ParentType, ContextType>;
  openCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventFeesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventFees'] = ResolversParentTypes['EventFees']> = {
  breederFeeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pigeonFeeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventLocation'] = ResolversParentTypes['EventLocation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  houseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventOverview'] = ResolversParentTypes['EventOverview']> = {
  breederCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classesWithoutJudge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  judgedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openObjections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingLateRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pigeonCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventOverviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventOverviewPage'] = ResolversParentTypes['EventOverviewPage']> = {
  events?: Resolver<Array<ResolversTypes['EventOverview']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EventPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventPerson'] = ResolversParentTypes['EventPerson']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shownName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventResultsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventResults'] = ResolversParentTypes['EventResults']> = {
  bestBreeders?: Resolver<Array<ResolversTypes['BestBreeder']>, ParentType, ContextType>;
  bestCocks?: Resolver<Array<ResolversTypes['ResultEntry']>, ParentType, ContextType>;
  bestHens?: Resolver<Array<ResolversTypes['ResultEntry']>, ParentType, ContextType>;
  breederList?: Resolver<ResolversTypes['BreederListPage'], ParentType, ContextType, Partial<EventResultsBreederListArgs>>;
  breeders?: Resolver<Array<ResolversTypes['BreederResult']>, ParentType, ContextType>;
  cageCards?: Resolver<ResolversTypes['CageCardPage'], ParentType, ContextType, Partial<EventResultsCageCardsArgs>>;
  champion?: Resolver<Maybe<ResolversTypes['Breeder']>, ParentType, ContextType>;
  champions?: Resolver<Array<ResolversTypes['Breeder']>, ParentType, ContextType>;
  classList?: Resolver<ResolversTypes['ClassListPage'], ParentType, ContextType, Partial<EventResultsClassListArgs>>;
  classes?: Resolver<Array<ResolversTypes['ClassResult']>, ParentType, ContextType>;
  corrections?: Resolver<Array<ResolversTypes['ResultCorrection']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  lateRatings?: Resolver<ResolversTypes['LateRatingCounts'], ParentType, ContextType>;
};

export type EventResultsMailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventResultsMails'] = ResolversParentTypes['EventResultsMails']> = {
  changedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  failedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mails?: Resolver<Array<ResolversTypes['ResultsMail']>, ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeePaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeePayment'] = ResolversParentTypes['FeePayment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlightResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlightResult'] = ResolversParentTypes['FlightResult']> = {
  averageDistanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  participants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ranking?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  releaseLocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportColumnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportColumn'] = ResolversParentTypes['ImportColumn']> = {
  field?: Resolver<Maybe<ResolversTypes['FlightResultField']>, ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportFileReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportFileReport'] = ResolversParentTypes['ImportFileReport']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['ImportColumn']>, ParentType, ContextType>;
  delimiter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encoding?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['ImportFormat']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<Array<ResolversTypes['ImportPreviewRow']>, ParentType, ContextType>;
  problemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['ImportProblem']>, ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportPreviewRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportPreviewRow'] = ResolversParentTypes['ImportPreviewRow']> = {
  cells?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportProblem'] = ResolversParentTypes['ImportProblem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['FlightResultField']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['ImportProblemParams'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImportProblemParamsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportProblemParams'] = ResolversParentTypes['ImportProblemParams']> = {
  dateYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  example?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  otherLine?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  participants?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImportResult'] = ResolversParentTypes['ImportResult']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ImportFileReport']>, ParentType, ContextType>;
  problemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JudgeCageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgeCage'] = ResolversParentTypes['JudgeCage']> = {
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  flightSummary?: Resolver<ResolversTypes['ClassificationReason'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judgement?: Resolver<Maybe<ResolversTypes['Judgement']>, ParentType, ContextType>;
  ownPigeon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sex?: Resolver<ResolversTypes['Sex'], ParentType, ContextType>;
};

export type JudgeEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgeEvent'] = ResolversParentTypes['JudgeEvent']> = {
  classCodes?: Resolver<Array<ResolversTypes['PigeonClass']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
};

export type JudgeStatisticResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgeStatistic'] = ResolversParentTypes['JudgeStatistic']> = {
  classes?: Resolver<Array<ResolversTypes['PigeonClass']>, ParentType, ContextType>;
  deviation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  meanTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skips?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spread?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tendency?: Resolver<Maybe<ResolversTypes['JudgeTendency']>, ParentType, ContextType>;
};

export type JudgeStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgeStatistics'] = ResolversParentTypes['JudgeStatistics']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judges?: Resolver<Array<ResolversTypes['JudgeStatistic']>, ParentType, ContextType>;
  outliers?: Resolver<Array<ResolversTypes['RatingOutlier']>, ParentType, ContextType>;
};

export type JudgementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Judgement'] = ResolversParentTypes['Judgement']> = {
  clientTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['JudgingKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scores?: Resolver<Maybe<ResolversTypes['JudgingScores']>, ParentType, ContextType>;
  skipReason?: Resolver<Maybe<ResolversTypes['SkipReason']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type JudgingDeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgingDevice'] = ResolversParentTypes['JudgingDevice']> = {
  appVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  batteryLevel?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  charging?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldestPendingAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  pendingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readyForOffline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storagePersisted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type JudgingHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgingHistoryEntry'] = ResolversParentTypes['JudgingHistoryEntry']> = {
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  clientTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  correctionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  effective?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enteredBy?: Resolver<Maybe<ResolversTypes['EventPerson']>, ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['JudgingKind'], ParentType, ContextType>;
  lateStatus?: Resolver<Maybe<ResolversTypes['LateOpStatus']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['EventPerson']>, ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scores?: Resolver<Maybe<ResolversTypes['JudgingScores']>, ParentType, ContextType>;
  skipReason?: Resolver<Maybe<ResolversTypes['SkipReason']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type JudgingOpResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgingOpResult'] = ResolversParentTypes['JudgingOpResult']> = {
  cage?: Resolver<Maybe<ResolversTypes['JudgeCage']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  late?: Resolver<Maybe<ResolversTypes['LateDecision']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['JudgingOutcome'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type JudgingProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgingProgress'] = ResolversParentTypes['JudgingProgress']> = {
  classes?: Resolver<Array<ResolversTypes['ClassJudgingProgress']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JudgingScoresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JudgingScores'] = ResolversParentTypes['JudgingScores']> = {
  back?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  boneStructure?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  generalImpression?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  musculature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LateDecisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LateDecision'] = ResolversParentTypes['LateDecision']> = {
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LateOpStatus'], ParentType, ContextType>;
};

export type LateJudgingOpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LateJudgingOp'] = ResolversParentTypes['LateJudgingOp']> = {
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  clientTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['JudgingKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scores?: Resolver<Maybe<ResolversTypes['JudgingScores']>, ParentType, ContextType>;
  skipReason?: Resolver<Maybe<ResolversTypes['SkipReason']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LateOpStatus'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type LateRatingCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LateRatingCounts'] = ResolversParentTypes['LateRatingCounts']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  answerObjection?: Resolver<ResolversTypes['Objection'], ParentType, ContextType, RequireFields<MutationAnswerObjectionArgs, 'answer' | 'id' | 'upheld'>>;
  assignCages?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAssignCagesArgs, 'eventId' | 'force'>>;
  assignJudges?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAssignJudgesArgs, 'assignments' | 'eventId'>>;
  cancelEmailChange?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmEmailChange?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'token'>>;
  correctJudgement?: Resolver<ResolversTypes['ResultCorrection'], ParentType, ContextType, RequireFields<MutationCorrectJudgementArgs, 'cageId' | 'eventId' | 'reason' | 'scores'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createPigeon?: Resolver<ResolversTypes['Pigeon'], ParentType, ContextType, RequireFields<MutationCreatePigeonArgs, 'input'>>;
  deleteEvent?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteEventArgs, 'id'>>;
  deleteMyAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'password'>>;
  deletePigeon?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePigeonArgs, 'id'>>;
  endEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationEndEventArgs, 'id'>>;
  enterPaperCards?: Resolver<Array<ResolversTypes['JudgingOpResult']>, ParentType, ContextType, RequireFields<MutationEnterPaperCardsArgs, 'judgeId' | 'ops'>>;
  fileObjection?: Resolver<ResolversTypes['Objection'], ParentType, ContextType, RequireFields<MutationFileObjectionArgs, 'cageId' | 'eventId' | 'reason'>>;
  fileRingClaim?: Resolver<ResolversTypes['RingClaim'], ParentType, ContextType, RequireFields<MutationFileRingClaimArgs, 'ringNumber'>>;
  finalizeResults?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationFinalizeResultsArgs, 'eventId'>>;
  importFlightData?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationImportFlightDataArgs, 'dryRun' | 'files'>>;
  logoutClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogoutClientArgs, 'everywhere'>>;
  recordFeePayment?: Resolver<ResolversTypes['BreederFee'], ParentType, ContextType, RequireFields<MutationRecordFeePaymentArgs, 'amountCents' | 'breederId' | 'eventId' | 'method' | 'paidOn'>>;
  registerClient?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterClientArgs, 'email' | 'firstName' | 'language' | 'lastName' | 'pwdHash'>>;
  registerPigeons?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRegisterPigeonsArgs, 'eventId' | 'pigeonIds'>>;
  rejectRingClaim?: Resolver<ResolversTypes['RingClaim'], ParentType, ContextType, RequireFields<MutationRejectRingClaimArgs, 'id' | 'reason'>>;
  reportJudgingDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportJudgingDeviceArgs, 'report'>>;
  requestPasswordReset?: Resolver<ResolversTypes['ClientRef'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email' | 'language'>>;
  resendEmailChange?: Resolver<ResolversTypes['Client'], ParentType, ContextType, Partial<MutationResendEmailChangeArgs>>;
  resendFailedResultsMails?: Resolver<ResolversTypes['EventResultsMails'], ParentType, ContextType, RequireFields<MutationResendFailedResultsMailsArgs, 'eventId'>>;
  resendResultsMail?: Resolver<ResolversTypes['ResultsMail'], ParentType, ContextType, RequireFields<MutationResendResultsMailArgs, 'breederId' | 'eventId'>>;
  resendVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResendVerificationArgs, 'email' | 'language'>>;
  resetPassword?: Resolver<ResolversTypes['ClientRef'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'resetToken'>>;
  resolveLateJudgingOp?: Resolver<ResolversTypes['LateJudgingOp'], ParentType, ContextType, RequireFields<MutationResolveLateJudgingOpArgs, 'accept' | 'opId'>>;
  saveClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSaveClientArgs, 'email' | 'emailPublic' | 'firstName' | 'id' | 'lastName'>>;
  sendUpdatedResults?: Resolver<ResolversTypes['EventResultsMails'], ParentType, ContextType, RequireFields<MutationSendUpdatedResultsArgs, 'eventId'>>;
  setCageNumber?: Resolver<ResolversTypes['EventCage'], ParentType, ContextType, RequireFields<MutationSetCageNumberArgs, 'cageId' | 'cageNumber'>>;
  setClientRole?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSetClientRoleArgs, 'id' | 'role'>>;
  startEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationStartEventArgs, 'id'>>;
  submitJudgingOps?: Resolver<Array<ResolversTypes['JudgingOpResult']>, ParentType, ContextType, RequireFields<MutationSubmitJudgingOpsArgs, 'ops'>>;
  transferRingClaim?: Resolver<ResolversTypes['RingClaim'], ParentType, ContextType, RequireFields<MutationTransferRingClaimArgs, 'id'>>;
  unregisterPigeon?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUnregisterPigeonArgs, 'eventId' | 'pigeonId'>>;
  updateClassificationRules?: Resolver<Array<ResolversTypes['ClassificationRule']>, ParentType, ContextType, RequireFields<MutationUpdateClassificationRulesArgs, 'input'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'id' | 'input'>>;
  updatePigeon?: Resolver<ResolversTypes['Pigeon'], ParentType, ContextType, RequireFields<MutationUpdatePigeonArgs, 'id' | 'input'>>;
  verifyClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyClientArgs, 'verificationCode'>>;
};

export type MyLateDecisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyLateDecision'] = ResolversParentTypes['MyLateDecision']> = {
  cage?: Resolver<Maybe<ResolversTypes['JudgeCage']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  opId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LateOpStatus'], ParentType, ContextType>;
};

export type ObjectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Objection'] = ResolversParentTypes['Objection']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  breeder?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  filedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ObjectionStatus'], ParentType, ContextType>;
};

export type OwnPigeonJudgementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OwnPigeonJudgement'] = ResolversParentTypes['OwnPigeonJudgement']> = {
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
};

export type PaymentInstructionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentInstructions'] = ResolversParentTypes['PaymentInstructions']> = {
  accountHolder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PigeonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pigeon'] = ResolversParentTypes['Pigeon']> = {
  association?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  breederId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classification?: Resolver<ResolversTypes['Classification'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flightResults?: Resolver<Array<ResolversTypes['FlightResult']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prizeKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prizes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ringYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sex?: Resolver<ResolversTypes['Sex'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cageHistory?: Resolver<Array<ResolversTypes['JudgingHistoryEntry']>, ParentType, ContextType, RequireFields<QueryCageHistoryArgs, 'cageId' | 'eventId'>>;
  classificationRules?: Resolver<Array<ResolversTypes['ClassificationRule']>, ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientsArgs, 'limit'>>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  eventAuditTrail?: Resolver<ResolversTypes['AuditTrailPage'], ParentType, ContextType, RequireFields<QueryEventAuditTrailArgs, 'eventId' | 'limit' | 'offset'>>;
  eventCages?: Resolver<Array<ResolversTypes['EventCage']>, ParentType, ContextType, RequireFields<QueryEventCagesArgs, 'eventId'>>;
  eventCatalogue?: Resolver<Array<ResolversTypes['CatalogueEntry']>, ParentType, ContextType, RequireFields<QueryEventCatalogueArgs, 'eventId'>>;
  eventFees?: Resolver<ResolversTypes['EventFeeList'], ParentType, ContextType, RequireFields<QueryEventFeesArgs, 'eventId'>>;
  eventJudgingHistory?: Resolver<Array<ResolversTypes['JudgingHistoryEntry']>, ParentType, ContextType, RequireFields<QueryEventJudgingHistoryArgs, 'eventId'>>;
  eventOverview?: Resolver<ResolversTypes['EventOverviewPage'], ParentType, ContextType, RequireFields<QueryEventOverviewArgs, 'limit' | 'offset'>>;
  eventResults?: Resolver<ResolversTypes['EventResults'], ParentType, ContextType, RequireFields<QueryEventResultsArgs, 'eventId'>>;
  eventResultsMails?: Resolver<ResolversTypes['EventResultsMails'], ParentType, ContextType, RequireFields<QueryEventResultsMailsArgs, 'eventId'>>;
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventsArgs, 'limit' | 'upcomingOnly'>>;
  getClientByJWT?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  judgeCage?: Resolver<ResolversTypes['JudgeCage'], ParentType, ContextType, RequireFields<QueryJudgeCageArgs, 'cageId' | 'eventId'>>;
  judgeCages?: Resolver<Array<ResolversTypes['JudgeCage']>, ParentType, ContextType, RequireFields<QueryJudgeCagesArgs, 'eventId'>>;
  judgeEvents?: Resolver<Array<ResolversTypes['JudgeEvent']>, ParentType, ContextType>;
  judgeStatistics?: Resolver<ResolversTypes['JudgeStatistics'], ParentType, ContextType, RequireFields<QueryJudgeStatisticsArgs, 'eventId'>>;
  judgingDevices?: Resolver<Array<ResolversTypes['JudgingDevice']>, ParentType, ContextType, RequireFields<QueryJudgingDevicesArgs, 'eventId'>>;
  lateJudgingOps?: Resolver<Array<ResolversTypes['LateJudgingOp']>, ParentType, ContextType, RequireFields<QueryLateJudgingOpsArgs, 'eventId'>>;
  loginClient?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<QueryLoginClientArgs, 'email' | 'password'>>;
  myData?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryMyDataArgs>>;
  myFees?: Resolver<Array<ResolversTypes['BreederFee']>, ParentType, ContextType>;
  myLateDecisions?: Resolver<Array<ResolversTypes['MyLateDecision']>, ParentType, ContextType, RequireFields<QueryMyLateDecisionsArgs, 'opIds'>>;
  myPigeons?: Resolver<Array<ResolversTypes['Pigeon']>, ParentType, ContextType, Partial<QueryMyPigeonsArgs>>;
  myRingClaims?: Resolver<Array<ResolversTypes['RingClaim']>, ParentType, ContextType>;
  objections?: Resolver<Array<ResolversTypes['Objection']>, ParentType, ContextType, RequireFields<QueryObjectionsArgs, 'eventId'>>;
  pigeon?: Resolver<ResolversTypes['Pigeon'], ParentType, ContextType, RequireFields<QueryPigeonArgs, 'id'>>;
  resultEvents?: Resolver<Array<ResolversTypes['ResultEvent']>, ParentType, ContextType, Partial<QueryResultEventsArgs>>;
  ringClaims?: Resolver<Array<ResolversTypes['RingClaim']>, ParentType, ContextType, Partial<QueryRingClaimsArgs>>;
  seasonChampionship?: Resolver<Array<ResolversTypes['SeasonStanding']>, ParentType, ContextType, RequireFields<QuerySeasonChampionshipArgs, 'season'>>;
  seasonShows?: Resolver<Array<ResolversTypes['ResultEvent']>, ParentType, ContextType, RequireFields<QuerySeasonShowsArgs, 'season'>>;
};

export type RatingBoundsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingBounds'] = ResolversParentTypes['RatingBounds']> = {
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RatingOutlierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingOutlier'] = ResolversParentTypes['RatingOutlier']> = {
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  classMean?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  classSpread?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  judge?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RatingSchemeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RatingScheme'] = ResolversParentTypes['RatingScheme']> = {
  back?: Resolver<ResolversTypes['RatingBounds'], ParentType, ContextType>;
  boneStructure?: Resolver<ResolversTypes['RatingBounds'], ParentType, ContextType>;
  generalImpression?: Resolver<ResolversTypes['RatingBounds'], ParentType, ContextType>;
  musculature?: Resolver<ResolversTypes['RatingBounds'], ParentType, ContextType>;
  wings?: Resolver<ResolversTypes['RatingBounds'], ParentType, ContextType>;
};

export type RegisterResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = {
  client?: Resolver<ResolversTypes['RegisteredClient'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisteredClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegisteredClient'] = ResolversParentTypes['RegisteredClient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Registration'] = ResolversParentTypes['Registration']> = {
  cageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cageNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pigeonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ClassificationReason'], ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sex?: Resolver<ResolversTypes['Sex'], ParentType, ContextType>;
};

export type ResultCorrectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResultCorrection'] = ResolversParentTypes['ResultCorrection']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  oldTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResultEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResultEntry'] = ResolversParentTypes['ResultEntry']> = {
  breeder?: Resolver<ResolversTypes['Breeder'], ParentType, ContextType>;
  cageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cageNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  classCode?: Resolver<ResolversTypes['PigeonClass'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flightSummary?: Resolver<ResolversTypes['ClassificationReason'], ParentType, ContextType>;
  judge?: Resolver<Maybe<ResolversTypes['EventPerson']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prize?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scores?: Resolver<Maybe<ResolversTypes['JudgingScores']>, ParentType, ContextType>;
  sex?: Resolver<ResolversTypes['Sex'], ParentType, ContextType>;
  skipReason?: Resolver<Maybe<ResolversTypes['SkipReason']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ResultEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResultEvent'] = ResolversParentTypes['ResultEvent']> = {
  breederCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  champions?: Resolver<Array<ResolversTypes['Breeder']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
  ratedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResultsMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResultsMail'] = ResolversParentTypes['ResultsMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  breeder?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ResultsMailKind'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ResultsMailState'], ParentType, ContextType>;
};

export type RingClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RingClaim'] = ResolversParentTypes['RingClaim']> = {
  claimant?: Resolver<ResolversTypes['EventPerson'], ParentType, ContextType>;
  claimantEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holder?: Resolver<Maybe<ResolversTypes['EventPerson']>, ParentType, ContextType>;
  holderEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ringNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RingClaimStatus'], ParentType, ContextType>;
};

export type SeasonStandingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeasonStanding'] = ResolversParentTypes['SeasonStanding']> = {
  breeder?: Resolver<ResolversTypes['Breeder'], ParentType, ContextType>;
  countedShows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  eventChanged?: SubscriptionResolver<ResolversTypes['Event'], "eventChanged", ParentType, ContextType, RequireFields<SubscriptionEventChangedArgs, 'current' | 'id'>>;
  judgingProgress?: SubscriptionResolver<ResolversTypes['JudgingProgress'], "judgingProgress", ParentType, ContextType, RequireFields<SubscriptionJudgingProgressArgs, 'eventId'>>;
  serverTime?: SubscriptionResolver<ResolversTypes['DateTime'], "serverTime", ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditTrailPage?: AuditTrailPageResolvers<ContextType>;
  AuditValue?: AuditValueResolvers<ContextType>;
  BestBreeder?: BestBreederResolvers<ContextType>;
  Breeder?: BreederResolvers<ContextType>;
  BreederFee?: BreederFeeResolvers<ContextType>;
  BreederListPage?: BreederListPageResolvers<ContextType>;
  BreederResult?: BreederResultResolvers<ContextType>;
  CageCardPage?: CageCardPageResolvers<ContextType>;
  CatalogueEntry?: CatalogueEntryResolvers<ContextType>;
  ClassJudgingProgress?: ClassJudgingProgressResolvers<ContextType>;
  ClassListPage?: ClassListPageResolvers<ContextType>;
  ClassResult?: ClassResultResolvers<ContextType>;
  Classification?: ClassificationResolvers<ContextType>;
  ClassificationReason?: ClassificationReasonResolvers<ContextType>;
  ClassificationRule?: ClassificationRuleResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientRef?: ClientRefResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Event?: EventResolvers<ContextType>;
  EventCage?: EventCageResolvers<ContextType>;
  EventClass?: EventClassResolvers<ContextType>;
  EventFeeList?: EventFeeListResolvers<ContextType>;
  EventFees?: EventFeesResolvers<ContextType>;
  EventLocation?: EventLocationResolvers<ContextType>;
  EventOverview?: EventOverviewResolvers<ContextType>;
  EventOverviewPage?: EventOverviewPageResolvers<ContextType>;
  EventPerson?: EventPersonResolvers<ContextType>;
  EventResults?: EventResultsResolvers<ContextType>;
  EventResultsMails?: EventResultsMailsResolvers<ContextType>;
  FeePayment?: FeePaymentResolvers<ContextType>;
  FlightResult?: FlightResultResolvers<ContextType>;
  ImportColumn?: ImportColumnResolvers<ContextType>;
  ImportFileReport?: ImportFileReportResolvers<ContextType>;
  ImportPreviewRow?: ImportPreviewRowResolvers<ContextType>;
  ImportProblem?: ImportProblemResolvers<ContextType>;
  ImportProblemParams?: ImportProblemParamsResolvers<ContextType>;
  ImportResult?: ImportResultResolvers<ContextType>;
  JudgeCage?: JudgeCageResolvers<ContextType>;
  JudgeEvent?: JudgeEventResolvers<ContextType>;
  JudgeStatistic?: JudgeStatisticResolvers<ContextType>;
  JudgeStatistics?: JudgeStatisticsResolvers<ContextType>;
  Judgement?: JudgementResolvers<ContextType>;
  JudgingDevice?: JudgingDeviceResolvers<ContextType>;
  JudgingHistoryEntry?: JudgingHistoryEntryResolvers<ContextType>;
  JudgingOpResult?: JudgingOpResultResolvers<ContextType>;
  JudgingProgress?: JudgingProgressResolvers<ContextType>;
  JudgingScores?: JudgingScoresResolvers<ContextType>;
  LateDecision?: LateDecisionResolvers<ContextType>;
  LateJudgingOp?: LateJudgingOpResolvers<ContextType>;
  LateRatingCounts?: LateRatingCountsResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyLateDecision?: MyLateDecisionResolvers<ContextType>;
  Objection?: ObjectionResolvers<ContextType>;
  OwnPigeonJudgement?: OwnPigeonJudgementResolvers<ContextType>;
  PaymentInstructions?: PaymentInstructionsResolvers<ContextType>;
  Pigeon?: PigeonResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatingBounds?: RatingBoundsResolvers<ContextType>;
  RatingOutlier?: RatingOutlierResolvers<ContextType>;
  RatingScheme?: RatingSchemeResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  RegisteredClient?: RegisteredClientResolvers<ContextType>;
  Registration?: RegistrationResolvers<ContextType>;
  ResultCorrection?: ResultCorrectionResolvers<ContextType>;
  ResultEntry?: ResultEntryResolvers<ContextType>;
  ResultEvent?: ResultEventResolvers<ContextType>;
  ResultsMail?: ResultsMailResolvers<ContextType>;
  RingClaim?: RingClaimResolvers<ContextType>;
  SeasonStanding?: SeasonStandingResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
};

