/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AccountsJourneyRegisterJana($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Jana\", lastName: \"Probe\", pwdHash: $pwdHash, language: de) { token }\n    }": typeof types.AccountsJourneyRegisterJanaDocument,
    "mutation AccountsJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }": typeof types.AccountsJourneyVerifyDocument,
    "mutation AccountsJourneyRegisterUwe($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Uwe\", lastName: \"Unbestätigt\", pwdHash: $pwdHash, language: de) { token }\n    }": typeof types.AccountsJourneyRegisterUweDocument,
    "query CertificatesJourneyBreeder { getClientByJWT { firstName lastName } }": typeof types.CertificatesJourneyBreederDocument,
    "\n  query CertificatesJourneyResults($id: ID!) {\n    eventResults(eventId: $id) {\n      event {\n        resultsStatus\n      }\n      champions {\n        shownName\n      }\n      classes {\n        entries {\n          place\n        }\n      }\n    }\n  }\n": typeof types.CertificatesJourneyResultsDocument,
    "mutation CertificatesJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }": typeof types.CertificatesJourneyFinalizeDocument,
    "query CrossSiteJourneyLogin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }": typeof types.CrossSiteJourneyLoginDocument,
    "query CrossSiteJourneyAdmin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }": typeof types.CrossSiteJourneyAdminDocument,
    "mutation EventsJourneyUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }": typeof types.EventsJourneyUpdateEventDocument,
    "mutation EventsJourneyRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }": typeof types.EventsJourneyRegisterPigeonsDocument,
    "mutation EventsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": typeof types.EventsJourneyCreateEventDocument,
    "mutation EventsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.EventsJourneyCreatePigeonDocument,
    "query EventsJourneyPage { events(limit: 30) { id } }": typeof types.EventsJourneyPageDocument,
    "query EventsJourneyCageCounts { events { id cageCount } }": typeof types.EventsJourneyCageCountsDocument,
    "query EventsJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }": typeof types.EventsJourneyCagesDocument,
    "mutation EventsJourneyRegisterAgain($eventId: ID!, $pigeonIds: [ID!]!) { registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }": typeof types.EventsJourneyRegisterAgainDocument,
    "mutation EventsJourneyAssignCages($e: ID!) { assignCages(eventId: $e) { id } }": typeof types.EventsJourneyAssignCagesDocument,
    "query EventsJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }": typeof types.EventsJourneyCageCountDocument,
    "query EventsJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id } }": typeof types.EventsJourneyJudgeCagesDocument,
    "mutation EventsJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": typeof types.EventsJourneyRateDocument,
    "mutation EventsJourneyDeleteEvent($id: ID!) { deleteEvent(id: $id) }": typeof types.EventsJourneyDeleteEventDocument,
    "mutation EventsJourneyEndElsewhere($id: ID!) { endEvent(id: $id) { id } }": typeof types.EventsJourneyEndElsewhereDocument,
    "query FirstVisitJourneyEvent($id: ID!) { event(id: $id) { id title eventStart status } }": typeof types.FirstVisitJourneyEventDocument,
    "query HallJourneyAdmin { getClientByJWT { firstName lastName } }": typeof types.HallJourneyAdminDocument,
    "mutation HallJourneyEndEvent($id: ID!) { endEvent(id: $id) { id } }": typeof types.HallJourneyEndEventDocument,
    "query HallJourneyLateOps($eventId: ID!) { lateJudgingOps(eventId: $eventId) { opId } }": typeof types.HallJourneyLateOpsDocument,
    "mutation HallJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }": typeof types.HallJourneyStartEventDocument,
    "query HallJourneyReconnectCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }": typeof types.HallJourneyReconnectCagesDocument,
    "mutation HallJourneyReconnectSkip($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": typeof types.HallJourneyReconnectSkipDocument,
    "query JudgingJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }": typeof types.JudgingJourneyCageCountDocument,
    "query JudgingJourneyLateOps($id: ID!) { lateJudgingOps(eventId: $id) { opId status } }": typeof types.JudgingJourneyLateOpsDocument,
    "mutation JudgingJourneyDecideAgain($opId: ID!, $accept: Boolean!) { resolveLateJudgingOp(opId: $opId, accept: $accept) { opId } }": typeof types.JudgingJourneyDecideAgainDocument,
    "query JudgingDayJourneyMe { getClientByJWT { id } }": typeof types.JudgingDayJourneyMeDocument,
    "mutation JudgingDayJourneySetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }": typeof types.JudgingDayJourneySetRoleDocument,
    "query JudgingDayJourneyClasses($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }": typeof types.JudgingDayJourneyClassesDocument,
    "mutation JudgingDayJourneyAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.JudgingDayJourneyAssignJudgesDocument,
    "mutation LayoutJourneyRegisterLong($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Lange\", lastName: \"Adresse\", pwdHash: $pwdHash, language: de) { token }\n    }": typeof types.LayoutJourneyRegisterLongDocument,
    "mutation LayoutJourneyRegisterMarie($email: String!, $pwdHash: String!) {\n        registerClient(email: $email, firstName: \"Marie-Luise\", lastName: \"Zimmermann\", pwdHash: $pwdHash, language: de) { token }\n      }": typeof types.LayoutJourneyRegisterMarieDocument,
    "mutation LayoutJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }": typeof types.LayoutJourneyVerifyDocument,
    "mutation MemberDataJourneyRegister($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Mara\", lastName: \"Abschied\", pwdHash: $pwdHash, language: de) { token }\n    }": typeof types.MemberDataJourneyRegisterDocument,
    "mutation MemberDataJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }": typeof types.MemberDataJourneyVerifyDocument,
    "query MemberDataJourneyLogin($email: String!, $password: String!) {\n      loginClient(email: $email, password: $password) { token }\n    }": typeof types.MemberDataJourneyLoginDocument,
    "mutation MemberDataJourneyPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.MemberDataJourneyPigeonDocument,
    "mutation OfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.OfficeJourneyCreatePigeonDocument,
    "mutation OfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": typeof types.OfficeJourneyCreateEventDocument,
    "mutation OfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }": typeof types.OfficeJourneyStartEventDocument,
    "query OfficeJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }": typeof types.OfficeJourneyJudgeCagesDocument,
    "mutation OfficeJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": typeof types.OfficeJourneyRateDocument,
    "mutation PaymentsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": typeof types.PaymentsJourneyCreateEventDocument,
    "mutation PaymentsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.PaymentsJourneyCreatePigeonDocument,
    "mutation PaymentsJourneyRegister($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }": typeof types.PaymentsJourneyRegisterDocument,
    "mutation PigeonsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.PigeonsJourneyCreatePigeonDocument,
    "query PigeonsJourneyMyPigeons { myPigeons { ringNumber serial } }": typeof types.PigeonsJourneyMyPigeonsDocument,
    "query PwaJourneyCagedEvents { events(limit: 100) { id title cageCount } }": typeof types.PwaJourneyCagedEventsDocument,
    "query PwaJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }": typeof types.PwaJourneyCagesDocument,
    "query PwaJourneyCageCounts { events(limit: 100) { id cageCount } }": typeof types.PwaJourneyCageCountsDocument,
    "mutation RingClaimsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.RingClaimsJourneyCreatePigeonDocument,
    "query ShellJourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": typeof types.ShellJourneyLoginDocument,
    "mutation ShowOfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }": typeof types.ShowOfficeJourneyStartEventDocument,
    "mutation ShowOfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.ShowOfficeJourneyCreatePigeonDocument,
    "mutation ShowOfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": typeof types.ShowOfficeJourneyCreateEventDocument,
    "query ShowOfficeJourneyJudgeName { getClientByJWT { firstName lastName } }": typeof types.ShowOfficeJourneyJudgeNameDocument,
    "query ShowOfficeJourneyCatalogue($id: ID!) { eventCatalogue(eventId: $id) { cageId cageNumber } }": typeof types.ShowOfficeJourneyCatalogueDocument,
    "query ShowOfficeJourneyJudge { getClientByJWT { id firstName lastName } }": typeof types.ShowOfficeJourneyJudgeDocument,
    "query ShowOfficeJourneyJudgeCages($e: ID!) { judgeCages(eventId: $e) { cageNumber judgement { judge { id } } } }": typeof types.ShowOfficeJourneyJudgeCagesDocument,
    "query ShowTimeJourneyEvent($id: ID!) { event(id: $id) { registrationDeadline eventStart } }": typeof types.ShowTimeJourneyEventDocument,
    "mutation ShowTimeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": typeof types.ShowTimeJourneyCreateEventDocument,
    "query JourneyServerReady { health }": typeof types.JourneyServerReadyDocument,
    "query JourneyEventsPage($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }": typeof types.JourneyEventsPageDocument,
    "query JourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": typeof types.JourneyLoginDocument,
    "query JourneyJudgingMyPigeons($season: Int) { myPigeons(season: $season) { id serial } }": typeof types.JourneyJudgingMyPigeonsDocument,
    "mutation JourneyJudgingCreateEvent($input: EventInput!) { createEvent(input: $input) { id season } }": typeof types.JourneyJudgingCreateEventDocument,
    "mutation JourneyJudgingRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }": typeof types.JourneyJudgingRegisterPigeonsDocument,
    "mutation JourneyJudgingUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }": typeof types.JourneyJudgingUpdateEventDocument,
    "query JourneyJudgingJudge { getClientByJWT { id } }": typeof types.JourneyJudgingJudgeDocument,
    "query JourneyJudgingClasses($id: ID!) { event(id: $id) { classes { code } } }": typeof types.JourneyJudgingClassesDocument,
    "mutation JourneyJudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.JourneyJudgingAssignJudgesDocument,
    "mutation JourneyJudgingAssignCages($e: ID!) { assignCages(eventId: $e) { id } }": typeof types.JourneyJudgingAssignCagesDocument,
    "mutation JourneyJudgingStartEvent($id: ID!) { startEvent(id: $id) { id } }": typeof types.JourneyJudgingStartEventDocument,
    "query JourneyJudgingJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }": typeof types.JourneyJudgingJudgedDocument,
    "mutation JourneyEndedShowPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.JourneyEndedShowPigeonDocument,
    "mutation JourneyEndedShowStart($id: ID!) { startEvent(id: $id) { id } }": typeof types.JourneyEndedShowStartDocument,
    "query JourneyEndedShowCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }": typeof types.JourneyEndedShowCagesDocument,
    "mutation JourneyEndedShowRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": typeof types.JourneyEndedShowRateDocument,
    "mutation JourneyEndedShowEnd($id: ID!) { endEvent(id: $id) { id } }": typeof types.JourneyEndedShowEndDocument,
    "mutation SeasonJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }": typeof types.SeasonJourneyFinalizeDocument,
    "query SeasonJourneyShow($id: ID!) { event(id: $id) { id eventStart } }": typeof types.SeasonJourneyShowDocument,
    "query UpdateJourneyEvents { events { id title status } }": typeof types.UpdateJourneyEventsDocument,
    "query UpdateJourneyJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }": typeof types.UpdateJourneyJudgedDocument,
    "mutation AccountSelfServiceRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}": typeof types.AccountSelfServiceRegisterDocument,
    "mutation Verify($code: String!) { verifyClient(verificationCode: $code) }": typeof types.VerifyDocument,
    "mutation AccountSelfServiceResend($email: String!, $language: Language!) { resendVerification(email: $email, language: $language) }": typeof types.AccountSelfServiceResendDocument,
    "query AccountSelfServiceLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}": typeof types.AccountSelfServiceLoginDocument,
    "query AccountSelfServiceMe { getClientByJWT { id email pendingEmail } }": typeof types.AccountSelfServiceMeDocument,
    "mutation Change($currentPassword: String!, $newPassword: String!, $language: Language) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n    client { id email pendingEmail } token\n  }\n}": typeof types.ChangeDocument,
    "mutation AccountSelfServiceSave($id: Int!, $email: String!, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, currentPassword: $currentPassword) { pendingEmail }\n}": typeof types.AccountSelfServiceSaveDocument,
    "mutation Confirm($token: String!) { confirmEmailChange(token: $token) }": typeof types.ConfirmDocument,
    "mutation AccountSelfServiceRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }": typeof types.AccountSelfServiceRequestResetDocument,
    "mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id }\n}": typeof types.ResetDocument,
    "mutation AccountsRegister($email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language) {\n    client { id firstName lastName email } token\n  }\n}": typeof types.AccountsRegisterDocument,
    "query AccountsLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) {\n    client { id firstName lastName email role phoneNumber website emailPublic } token\n  }\n}": typeof types.AccountsLoginDocument,
    "query Me { getClientByJWT { id firstName lastName email role phoneNumber website emailPublic } }": typeof types.MeDocument,
    "mutation AccountsSave($id: Int!, $email: String!, $firstName: String!, $lastName: String!, $website: String, $emailPublic: Boolean!, $phoneNumber: String) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, website: $website, emailPublic: $emailPublic, phoneNumber: $phoneNumber) {\n    id firstName lastName email role phoneNumber website emailPublic\n  }\n}": typeof types.AccountsSaveDocument,
    "mutation AccountsRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }": typeof types.AccountsRequestResetDocument,
    "query Trail($eventId: ID!, $cageNumber: Int, $judgeId: ID, $kind: AuditEntryKind, $offset: Int, $limit: Int) {\n  eventAuditTrail(eventId: $eventId, cageNumber: $cageNumber, judgeId: $judgeId, kind: $kind, offset: $offset, limit: $limit) {\n    total\n    judges { id shownName }\n    entries { id kind at by { id shownName } judge { id } opId cageNumber ringNumber classCode\n      oldValue { total skipReason } newValue { total skipReason } reason }\n  } }": typeof types.TrailDocument,
    "mutation EnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { opId outcome } }": typeof types.EnterCardsDocument,
    "mutation CagesSetCage($cageId: ID!, $cageNumber: Int!) {\n  setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id cageNumber manuallySet ringNumber } }": typeof types.CagesSetCageDocument,
    "query CagesJudgeEvents { judgeEvents { event { id title } classCodes } }": typeof types.CagesJudgeEventsDocument,
    "query CagesJudgeEvents2 { judgeEvents { event { title status } } }": typeof types.CagesJudgeEvents2Document,
    "query Event($id: ID!) { event(id: $id) { cageCount classes { code registrationCount cageCount judges { id shownName } } } }": typeof types.EventDocument,
    "mutation CagesStart($id: ID!) { startEvent(id: $id) { status } }": typeof types.CagesStartDocument,
    "query Catalogue($id: ID!) { eventCatalogue(eventId: $id) {\n  cageId cageNumber ringNumber classCode sex color breeder { id shownName } } }": typeof types.CatalogueDocument,
    "query Checks($id: ID!) { event(id: $id) { classes {\n  code registrationCount cageCount judges { id } exhibitorIds } } }": typeof types.ChecksDocument,
    "query CrossSiteLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }": typeof types.CrossSiteLoginDocument,
    "query DatabaseTitles { events { title status } }": typeof types.DatabaseTitlesDocument,
    "query DatabaseLoginClient($email: String!, $password: String!) { loginClient(email: $email, password: $password) { client { role } } }": typeof types.DatabaseLoginClientDocument,
    "mutation EmailChangeRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}": typeof types.EmailChangeRegisterDocument,
    "query EmailChangeLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}": typeof types.EmailChangeLoginDocument,
    "query EmailChangeMe { getClientByJWT { id email pendingEmail phoneNumber } }": typeof types.EmailChangeMeDocument,
    "mutation EmailChangeSave($id: Int!, $email: String!, $phoneNumber: String, $language: Language, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, phoneNumber: $phoneNumber, language: $language, currentPassword: $currentPassword) {\n    id email pendingEmail phoneNumber\n  }\n}": typeof types.EmailChangeSaveDocument,
    "mutation EmailChangeResend($language: Language) { resendEmailChange(language: $language) { email pendingEmail } }": typeof types.EmailChangeResendDocument,
    "mutation Cancel { cancelEmailChange { email pendingEmail } }": typeof types.CancelDocument,
    "mutation EmailChangeRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }": typeof types.EmailChangeRequestResetDocument,
    "query EmailChangeClients($search: String) { clients(search: $search) { email pendingEmail } }": typeof types.EmailChangeClientsDocument,
    "mutation Logout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }": typeof types.LogoutDocument,
    "query ErrorsEvents { events(limit: 500) { id } }": typeof types.ErrorsEventsDocument,
    "query ErrorsEvents2 { events { id } }": typeof types.ErrorsEvents2Document,
    "query ErrorsHealth { health }": typeof types.ErrorsHealthDocument,
    "query Overview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n  eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n    total\n    events { event { id title status } breederCount pigeonCount cageCount judgedCount classesWithoutJudge pendingLateRatings }\n  } }": typeof types.OverviewDocument,
    "query Events($upcomingOnly: Boolean, $limit: Int) {\n  events(upcomingOnly: $upcomingOnly, limit: $limit) { title }\n}": typeof types.EventsDocument,
    "query Page($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }": typeof types.PageDocument,
    "query EventsEvents { events(limit: 3) { id title eventType description registrationDeadline eventStart status\n          location { country city street houseNumber zipCode } } }": typeof types.EventsEventsDocument,
    "query EventsDemoEvents { events { id title status registrationCount cageCount creator { shownName }\n  location { country } classes { code judges { shownName } } } }": typeof types.EventsDemoEventsDocument,
    "query EventsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": typeof types.EventsDemoLoginDocument,
    "query EventsDemoJudgeEvents { judgeEvents { event { id } classCodes } }": typeof types.EventsDemoJudgeEventsDocument,
    "query EventsLifecycleEvent($id: ID!) { event(id: $id) {\n  id title status season registrationCount cageCount creator { id shownName }\n  ratingScheme { generalImpression { min max step } boneStructure { min max step } back { min max step }\n    musculature { min max step } wings { min max step } } } }": typeof types.EventsLifecycleEventDocument,
    "query EventsLifecycleEndedAt($id: ID!) { event(id: $id) { endedAt } }": typeof types.EventsLifecycleEndedAtDocument,
    "mutation DeleteEvent($id: ID!, $confirmTitle: String) { deleteEvent(id: $id, confirmTitle: $confirmTitle) }": typeof types.DeleteEventDocument,
    "mutation SetCage($cageId: ID!, $cageNumber: Int!) { setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id } }": typeof types.SetCageDocument,
    "query EventsLifecycleEvent2($id: ID!) { event(id: $id) { eventType location { country } } }": typeof types.EventsLifecycleEvent2Document,
    "query EventsLifecycleCages($e: ID!) { eventCages(eventId: $e) { id } }": typeof types.EventsLifecycleCagesDocument,
    "query Waiting($id: ID!) { event(id: $id) { id unjudgedCages { cageNumber } } }": typeof types.WaitingDocument,
    "query Progress($id: ID!) { event(id: $id) { judgingProgress { judged total classes { code judged total } } } }": typeof types.ProgressDocument,
    "query Fees($id: ID!) { eventFees(eventId: $id) {\n  fees { pigeonFeeCents breederFeeCents } dueCents paidCents openCents openCount\n  breeders { breeder { id shownName } email pigeonCount dueCents paidCents balanceCents paidOn method\n    payments { amountCents } } } }": typeof types.FeesDocument,
    "query MyFee($id: ID!) { event(id: $id) { fees { pigeonFeeCents breederFeeCents }\n  myFee { pigeonCount dueCents paidCents balanceCents paidOn method email } } }": typeof types.MyFeeDocument,
    "query FeesMyFees { myFees { eventId eventTitle dueCents balanceCents } }": typeof types.FeesMyFeesDocument,
    "mutation Record($eventId: ID!, $breederId: ID!, $amountCents: Int!, $paidOn: String!,\n  $method: PaymentMethod!, $note: String) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: $paidOn,\n    method: $method, note: $note) {\n    breeder { id } dueCents paidCents balanceCents paidOn method\n    payments { amountCents paidOn method note } payTo { accountHolder iban reference amountCents } } }": typeof types.RecordDocument,
    "query MyPayTo($id: ID!) { event(id: $id) {\n  myFee { balanceCents payTo { accountHolder iban reference amountCents } } } }": typeof types.MyPayToDocument,
    "mutation FeesUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id } }": typeof types.FeesUnregisterDocument,
    "mutation ForeignRingsCreatePigeon($input: PigeonInput!) {\n  createPigeon(input: $input) { id ringNumber association ringYear serial } }": typeof types.ForeignRingsCreatePigeonDocument,
    "query ForeignRingsMyPigeons { myPigeons { id ringNumber flightResults { date releaseLocation distanceKm } } }": typeof types.ForeignRingsMyPigeonsDocument,
    "mutation ForeignRingsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected files { problems { line field code } } } }": typeof types.ForeignRingsImportFlightDataDocument,
    "mutation ImportImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) {\n    dryRun added unchanged rejected problemCount\n    files {\n      name format encoding delimiter rows added unchanged rejected problemCount\n      columns { header field }\n      preview { line cells }\n      problems { file line field code params { limit otherLine firstLine example participants dateYear } message value }\n    }\n  }\n}": typeof types.ImportImportFlightDataDocument,
    "query ImportMyPigeons { myPigeons { ringNumber prizes classification { code } flightResults { date distanceKm } } }": typeof types.ImportMyPigeonsDocument,
    "mutation ImportLimitsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected problemCount files { problems { message } } } }": typeof types.ImportLimitsImportFlightDataDocument,
    "query ImportLimitsHealth { health }": typeof types.ImportLimitsHealthDocument,
    "query InputEdgesLoginClient($e: String!) { loginClient(email: $e, password: \"x\") { token } }": typeof types.InputEdgesLoginClientDocument,
    "query InputEdgesClients($s: String) { clients(search: $s) { id } }": typeof types.InputEdgesClientsDocument,
    "mutation JudgeStatisticsCorrect($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) { oldTotal newTotal } }": typeof types.JudgeStatisticsCorrectDocument,
    "query JudgeStatisticsOf($eventId: ID!) { judgeStatistics(eventId: $eventId) {\n  eventId\n  judges { judge { id shownName } classes ratings skips meanTotal spread deviation tendency }\n  outliers { cageId cageNumber classCode judge { id } total classMean classSpread } } }": typeof types.JudgeStatisticsOfDocument,
    "mutation JudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.JudgingAssignJudgesDocument,
    "mutation JudgingUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }": typeof types.JudgingUpdatePigeonDocument,
    "mutation JudgingAssignJudges2($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.JudgingAssignJudges2Document,
    "mutation JudgingAssignJudges3($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.JudgingAssignJudges3Document,
    "mutation JudgingSetClientRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }": typeof types.JudgingSetClientRoleDocument,
    "query JudgingEvent3($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }": typeof types.JudgingEvent3Document,
    "mutation JudgingAssignJudges4($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.JudgingAssignJudges4Document,
    "query JudgingEvent($id: ID!) { event(id: $id) { ownPigeonJudgements { cageNumber classCode judge { id } } } }": typeof types.JudgingEventDocument,
    "mutation JudgingSetClientRole2($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }": typeof types.JudgingSetClientRole2Document,
    "query JudgingJudgeCage($e: ID!, $c: ID!) { judgeCage(eventId: $e, cageId: $c) { id cageNumber ownPigeon judgement { opId } } }": typeof types.JudgingJudgeCageDocument,
    "query JudgingEvent2($id: ID!) { event(id: $id) { judgingProgress { judged } } }": typeof types.JudgingEvent2Document,
    "mutation JudgingClocksSubmit($ops: [JudgingOpInput!]!) {\n  submitJudgingOps(ops: $ops) {\n    opId outcome code receivedAt cage { judgement { opId orderTime total } } } }": typeof types.JudgingClocksSubmitDocument,
    "mutation JudgingClocksAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.JudgingClocksAssignDocument,
    "mutation DevicesReport($report: JudgingDeviceReport!) {\n  reportJudgingDevice(report: $report) }": typeof types.DevicesReportDocument,
    "query DevicesOfEvent($eventId: ID!) { judgingDevices(eventId: $eventId) {\n  deviceId judge { id shownName } name appVersion lastSeenAt pendingCount oldestPendingAt readyForOffline\n  storagePersisted batteryLevel charging stale } }": typeof types.DevicesOfEventDocument,
    "mutation DevicesSubmit($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) { opId outcome code late { status } } }": typeof types.DevicesSubmitDocument,
    "mutation DevicesDeleteEvent($id: ID!) { deleteEvent(id: $id) }": typeof types.DevicesDeleteEventDocument,
    "query LateDecisionsMine($opIds: [ID!]!) {\n  myLateDecisions(opIds: $opIds) { opId status decidedAt cage { ...JudgeCageTestFields } } }": typeof types.LateDecisionsMineDocument,
    "mutation LateDecisionsAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }": typeof types.LateDecisionsAssignDocument,
    "mutation LateDecisionsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }": typeof types.LateDecisionsSetRoleDocument,
    "query LockoutLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }": typeof types.LockoutLoginDocument,
    "mutation Ask($email: String!, $language: Language!) {\n  requestPasswordReset(email: $email, language: $language) { id } }": typeof types.AskDocument,
    "mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id } }": typeof types.ResetDocument,
    "mutation GreetingRegister(\n  $email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!, $salutation: Salutation\n) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language, salutation: $salutation) {\n    client { id } token\n  }\n}": typeof types.GreetingRegisterDocument,
    "mutation GreetingVerify($code: String!) { verifyClient(verificationCode: $code) }": typeof types.GreetingVerifyDocument,
    "query GreetingLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id salutation } token }\n}": typeof types.GreetingLoginDocument,
    "mutation GreetingSave(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!, $salutation: Salutation\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic, salutation: $salutation) {\n    id salutation\n  }\n}": typeof types.GreetingSaveDocument,
    "mutation GreetingSaveNames(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic) {\n    id salutation\n  }\n}": typeof types.GreetingSaveNamesDocument,
    "mutation GreetingRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }": typeof types.GreetingRequestResetDocument,
    "query MainHealth { health }": typeof types.MainHealthDocument,
    "query MemberDataExport { myData }": typeof types.MemberDataExportDocument,
    "query MemberDataExportEnglish { myData(language: en) }": typeof types.MemberDataExportEnglishDocument,
    "mutation MemberDataDelete($password: String!) { deleteMyAccount(password: $password) }": typeof types.MemberDataDeleteDocument,
    "query MemberDataMe { getClientByJWT { id email } }": typeof types.MemberDataMeDocument,
    "query MemberDataLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }": typeof types.MemberDataLoginDocument,
    "mutation MemberDataRegisterAccount($email: String!, $pwdHash: String!) {\n  registerClient(email: $email, firstName: \"Neu\", lastName: \"Anfang\", pwdHash: $pwdHash, language: de) { client { id } } }": typeof types.MemberDataRegisterAccountDocument,
    "mutation MemberDataRegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }": typeof types.MemberDataRegisterPigeonsDocument,
    "mutation MemberDataClose($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }": typeof types.MemberDataCloseDocument,
    "mutation MemberDataMarkPaid($eventId: ID!, $breederId: ID!, $amountCents: Int!) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: \"2026-01-15\",\n    method: TRANSFER) { balanceCents } }": typeof types.MemberDataMarkPaidDocument,
    "mutation MemberDataEnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { outcome code } }": typeof types.MemberDataEnterCardsDocument,
    "query MemberDataResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  classes { code entries { ringNumber total place breeder { id shownName } judge { id shownName } } }\n  breeders { breeder { id shownName email } sum }\n  bestBreeders { breeder { id shownName } sum } } }": typeof types.MemberDataResultsDocument,
    "query MemberDataEventCount($id: ID!) { event(id: $id) { registrationCount } }": typeof types.MemberDataEventCountDocument,
    "query MemberDataFees($id: ID!) { eventFees(eventId: $id) {\n  breeders { breeder { id shownName } email dueCents paidCents } } }": typeof types.MemberDataFeesDocument,
    "query MemberDataClients($search: String) { clients(search: $search) { id } }": typeof types.MemberDataClientsDocument,
    "query ResultsState($id: ID!) {\n  event(id: $id) { id status resultsStatus objectionDeadline objectionDays resultsFinalAt endedAt } }": typeof types.ResultsStateDocument,
    "mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n  fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n    id eventId cageId cageNumber ringNumber classCode breeder { id shownName } reason status answer filedAt answeredAt } }": typeof types.FileObjectionDocument,
    "query Objections($eventId: ID!) {\n  objections(eventId: $eventId) { id cageId reason status answer breeder { id } } }": typeof types.ObjectionsDocument,
    "mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n  answerObjection(id: $id, upheld: $upheld, answer: $answer) { id status answer answeredAt } }": typeof types.AnswerObjectionDocument,
    "mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n    id cageId cageNumber oldTotal newTotal reason at } }": typeof types.CorrectJudgementDocument,
    "mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n  finalizeResults(eventId: $eventId, early: $early) { id resultsStatus resultsFinalAt } }": typeof types.FinalizeResultsDocument,
    "query CorrectedResults($eventId: ID!) {\n  eventResults(eventId: $eventId) {\n    classList { classes { code entries { cageId total place } } }\n    bestBreeders { breeder { id } sum }\n    corrections { cageId cageNumber oldTotal newTotal reason }\n  } }": typeof types.CorrectedResultsDocument,
    "mutation Enter($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) {\n    opId outcome code field late { status } cage { id ownPigeon judgement { opId total judge { id } } } } }": typeof types.EnterDocument,
    "fragment HistoryTestFields on JudgingHistoryEntry { opId cageId cageNumber classCode ringNumber kind total skipReason note\n  judge { id shownName } enteredBy { id shownName } clientTime receivedAt orderTime current effective\n  lateStatus resolvedBy { id } resolvedAt }": typeof types.HistoryTestFieldsFragmentDoc,
    "query History($eventId: ID!, $cageId: ID!) { cageHistory(eventId: $eventId, cageId: $cageId) { ...HistoryTestFields } }": typeof types.HistoryDocument,
    "query EventHistory($eventId: ID!) { eventJudgingHistory(eventId: $eventId) { ...HistoryTestFields } }": typeof types.EventHistoryDocument,
    "fragment PigeonTestFields on Pigeon { id ringNumber association ringYear serial sex color breederId prizes prizeKm\n  classification { code season reason { prizeKm prizes lastYearKm } }\n  flightResults { id date releaseLocation distanceKm ranking participants averageDistanceKm year } }": typeof types.PigeonTestFieldsFragmentDoc,
    "query PigeonsMyPigeons($season: Int) { myPigeons(season: $season) { ...PigeonTestFields } }": typeof types.PigeonsMyPigeonsDocument,
    "query Pigeon($id: ID!, $season: Int) { pigeon(id: $id, season: $season) { ...PigeonTestFields } }": typeof types.PigeonDocument,
    "mutation PigeonsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { ...PigeonTestFields } }": typeof types.PigeonsCreatePigeonDocument,
    "mutation UpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { ...PigeonTestFields } }": typeof types.UpdatePigeonDocument,
    "mutation DeletePigeon($id: ID!) { deletePigeon(id: $id) }": typeof types.DeletePigeonDocument,
    "query PigeonsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": typeof types.PigeonsDemoLoginDocument,
    "query PigeonsDemoMyPigeons { myPigeons { ringNumber classification { code } } }": typeof types.PigeonsDemoMyPigeonsDocument,
    "query MyPigeons { myPigeons { id classification { code } } }": typeof types.MyPigeonsDocument,
    "mutation PigeonsRulesCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.PigeonsRulesCreatePigeonDocument,
    "query ClassificationRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }": typeof types.ClassificationRulesDocument,
    "mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n  updateClassificationRules(input: $input) { level sex code minKm minPrizes minLastYearKm }\n}": typeof types.UpdateClassificationRulesDocument,
    "mutation RateLimiterRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }": typeof types.RateLimiterRequestResetDocument,
    "query RegistrationsEvent($id: ID!) { event(id: $id) {\n  id status season registrationCount\n  myRegistrations { pigeonId ringNumber sex classCode reason { prizeKm prizes lastYearKm } registeredAt cageNumber } } }": typeof types.RegistrationsEventDocument,
    "mutation RegistrationsUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id registrationCount } }": typeof types.RegistrationsUnregisterDocument,
    "mutation RegistrationsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.RegistrationsCreatePigeonDocument,
    "mutation I($files: [ImportFileInput!]!) { importFlightData(files: $files, dryRun: false) { added } }": typeof types.IDocument,
    "query RegistrationsMyPigeons { myPigeons(season: 2026) { ringNumber classification { code } } }": typeof types.RegistrationsMyPigeonsDocument,
    "query RegistrationsEvent2($id: ID!) { event(id: $id) { registrationDeadline } }": typeof types.RegistrationsEvent2Document,
    "query RegistrationsMyPigeons2($season: Int!) { myPigeons(season: $season) { id classification { code } } }": typeof types.RegistrationsMyPigeons2Document,
    "mutation U($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { status } }": typeof types.UDocument,
    "mutation RegistrationsStart($id: ID!) { startEvent(id: $id) { status } }": typeof types.RegistrationsStartDocument,
    "query T($id: ID!) { event(id: $id) { title } }": typeof types.TDocument,
    "mutation RegistrationsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { id } }": typeof types.RegistrationsUpdatePigeonDocument,
    "fragment ResultEntryTestFields on ResultEntry { cageId cageNumber ringNumber sex color classCode breeder { id shownName }\n  scores { generalImpression boneStructure back musculature wings } total place prize skipReason note\n  judge { id shownName } flightSummary { prizeKm prizes lastYearKm } }": typeof types.ResultEntryTestFieldsFragmentDoc,
    "query EventResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  event { id title status cageCount creator { id shownName } }\n  classes { code ratedCount prizeCount entries { ...ResultEntryTestFields } }\n  breeders { breeder { id shownName } topTotals sum entries { ...ResultEntryTestFields } }\n  bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak }\n  champion { id shownName } champions { id shownName }\n  bestCocks { ...ResultEntryTestFields } bestHens { ...ResultEntryTestFields } } }": typeof types.EventResultsDocument,
    "query ResultEvents($limit: Int) { resultEvents(limit: $limit) {\n  event { id status } champions { id shownName } cageCount ratedCount breederCount } }": typeof types.ResultEventsDocument,
    "query ResultsEventResults($eventId: ID!) { eventResults(eventId: $eventId) { breeders { breeder { id email } } } }": typeof types.ResultsEventResultsDocument,
    "query ResultsLate($eventId: ID!) { eventResults(eventId: $eventId) { lateRatings { pending accepted } } }": typeof types.ResultsLateDocument,
    "mutation ResultsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }": typeof types.ResultsUpdatePigeonDocument,
    "query ResultsMyRegistrationColor($id: ID!) { event(id: $id) { myRegistrations { ringNumber color } } }": typeof types.ResultsMyRegistrationColorDocument,
    "query N($eventId: ID!) { eventResults(eventId: $eventId) { bestBreeders { breeder { shownName } } } }": typeof types.NDocument,
    "mutation ResultsRenameGuest($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"gast\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }": typeof types.ResultsRenameGuestDocument,
    "mutation ResultsRenameBack($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"other\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }": typeof types.ResultsRenameBackDocument,
    "query ResultsDemoResultEvents { resultEvents { event { id title } champions { shownName } cageCount ratedCount breederCount } }": typeof types.ResultsDemoResultEventsDocument,
    "query ResultsDemoEventResults($id: ID!) { eventResults(eventId: $id) {\n  classes { code entries { cageNumber total place prize skipReason scores { generalImpression boneStructure back musculature wings } judge { shownName } } }\n  bestBreeders { rank breeder { shownName } sum topTotals tieBreak }\n  breeders { breeder { shownName } }\n  champion { shownName } bestCocks { cageNumber total } bestHens { cageNumber total } } }": typeof types.ResultsDemoEventResultsDocument,
    "query ResultsDemoPages($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n  eventResults(eventId: $eventId) {\n    classList(classCode: $classCode, offset: $offset, limit: $limit) { total offset classes { code entryCount entries { cageNumber } } }\n    cageCards(search: $search, offset: $offset, limit: $limit) { total entries { cageNumber breeder { shownName } } }\n    breederList(search: $search, offset: $offset, limit: $limit) { total offset breeders { breeder { shownName } } }\n  } }": typeof types.ResultsDemoPagesDocument,
    "query Mails($id: ID!) { eventResultsMails(eventId: $id) {\n  sentCount pendingCount failedCount changedCount\n  mails { breeder { id shownName } email state kind sentAt sentCount attempts lastError changed } } }": typeof types.MailsDocument,
    "mutation ResultsMailsResend($eventId: ID!, $breederId: ID!) {\n  resendResultsMail(eventId: $eventId, breederId: $breederId) { state kind } }": typeof types.ResultsMailsResendDocument,
    "mutation ResendFailed($eventId: ID!) {\n  resendFailedResultsMails(eventId: $eventId) { failedCount } }": typeof types.ResendFailedDocument,
    "mutation Updated($eventId: ID!) { sendUpdatedResults(eventId: $eventId) {\n  changedCount mails { breeder { id } state kind changed } } }": typeof types.UpdatedDocument,
    "mutation ClaimsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.ClaimsCreatePigeonDocument,
    "mutation ClaimsFile($ringNumber: String!, $message: String) {\n  fileRingClaim(ringNumber: $ringNumber, message: $message) {\n    id ringNumber status message reason claimant { id shownName } claimantEmail holder { id } holderEmail } }": typeof types.ClaimsFileDocument,
    "query ClaimsMine { myRingClaims { id ringNumber status reason resolvedAt holder { id } } }": typeof types.ClaimsMineDocument,
    "query ClaimsOffice($status: RingClaimStatus) { ringClaims(status: $status) {\n  id ringNumber status message claimant { id shownName } claimantEmail holder { id shownName } holderEmail } }": typeof types.ClaimsOfficeDocument,
    "mutation ClaimsTransfer($id: ID!, $note: String) {\n  transferRingClaim(id: $id, note: $note) { id status reason resolvedAt } }": typeof types.ClaimsTransferDocument,
    "mutation ClaimsReject($id: ID!, $reason: String!) {\n  rejectRingClaim(id: $id, reason: $reason) { id status reason resolvedAt } }": typeof types.ClaimsRejectDocument,
    "query ClaimsMyPigeons { myPigeons { id ringNumber flightResults { id } } }": typeof types.ClaimsMyPigeonsDocument,
    "query ClaimsRegistrations($id: ID!) { event(id: $id) { registrationCount } }": typeof types.ClaimsRegistrationsDocument,
    "query RolesClients($search: String) { clients(search: $search) { id email role } }": typeof types.RolesClientsDocument,
    "mutation SetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id role } }": typeof types.SetRoleDocument,
    "query RolesGetClientByJWT { getClientByJWT { role } }": typeof types.RolesGetClientByJwtDocument,
    "query SeasonChampionship($season: Int!, $bestOf: Int) {\n  seasonChampionship(season: $season, bestOf: $bestOf) { rank breeder { id shownName } points shows countedShows } }": typeof types.SeasonChampionshipDocument,
    "mutation SeasonFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id resultsStatus } }": typeof types.SeasonFinalizeDocument,
    "query SeasonShows($season: Int!) {\n  seasonShows(season: $season) { event { id } cageCount ratedCount breederCount } }": typeof types.SeasonShowsDocument,
    "query ServerHealth { health }": typeof types.ServerHealthDocument,
    "query ServerEvents { events { id } }": typeof types.ServerEventsDocument,
    "query ServerGetClientByJWT { getClientByJWT { email } }": typeof types.ServerGetClientByJwtDocument,
    "query ServerHealth2 { health }": typeof types.ServerHealth2Document,
    "query ServerRenderingResultEvents { resultEvents { event { id } cageCount } }": typeof types.ServerRenderingResultEventsDocument,
    "query ServerTimeHealth { health }": typeof types.ServerTimeHealthDocument,
    "mutation SessionSocketsLogout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }": typeof types.SessionSocketsLogoutDocument,
    "mutation SessionSocketsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }": typeof types.SessionSocketsSetRoleDocument,
    "query L($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token client { id } } }": typeof types.LDocument,
    "query SeveralProcessesHealth { health }": typeof types.SeveralProcessesHealthDocument,
    "query SeveralProcessesGetClientByJWT { getClientByJWT { email } }": typeof types.SeveralProcessesGetClientByJwtDocument,
    "query SeveralProcessesEvents { events(limit: 20) { id status } }": typeof types.SeveralProcessesEventsDocument,
    "query E($id: ID!) { event(id: $id) { classes { code judges { id } } } }": typeof types.EDocument,
    "mutation J($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) { assignJudges(eventId: $eventId, assignments: $assignments) { id } }": typeof types.JDocument,
    "query SeveralProcessesResultEvents { resultEvents { event { id } } }": typeof types.SeveralProcessesResultEventsDocument,
    "query SeveralProcessesBreeders($id: ID!) { eventResults(eventId: $id) { breeders { breeder { shownName } } } }": typeof types.SeveralProcessesBreedersDocument,
    "query SeveralProcessesGetClientByJWT2 { getClientByJWT { firstName lastName emailPublic } }": typeof types.SeveralProcessesGetClientByJwt2Document,
    "mutation SeveralProcessesRename($id: Int!, $firstName: String!) { saveClient(id: $id, email: \"zuechter@example.org\", firstName: $firstName, lastName: \"Neumann-Zimmermann\", emailPublic: false) { id } }": typeof types.SeveralProcessesRenameDocument,
    "query SeveralProcessesRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }": typeof types.SeveralProcessesRulesDocument,
    "mutation SeveralProcessesUpdateRules($input: [ClassificationRuleInput!]!) { updateClassificationRules(input: $input) { code } }": typeof types.SeveralProcessesUpdateRulesDocument,
    "query SeveralProcessesHealth2 { health }": typeof types.SeveralProcessesHealth2Document,
    "query SeveralProcessesJudgeEvents { judgeEvents { event { id status } } }": typeof types.SeveralProcessesJudgeEventsDocument,
    "query SeveralProcessesOwnPigeons($eventId: ID!) { judgeCages(eventId: $eventId) { id ownPigeon } }": typeof types.SeveralProcessesOwnPigeonsDocument,
    "mutation SeveralProcessesSubmit($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { opId outcome code } }": typeof types.SeveralProcessesSubmitDocument,
    "query SeveralProcessesJudgements($eventId: ID!) { judgeCages(eventId: $eventId) { id judgement { total } } }": typeof types.SeveralProcessesJudgementsDocument,
    "query Login($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id } token }\n}": typeof types.LoginDocument,
    "mutation CreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": typeof types.CreatePigeonDocument,
    "mutation CreateEvent($input: EventInput!) { createEvent(input: $input) { id status } }": typeof types.CreateEventDocument,
    "mutation UpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id status } }": typeof types.UpdateEventDocument,
    "mutation Register($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id registrationCount } }": typeof types.RegisterDocument,
    "mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $eventId, assignments: $assignments) { id classes { code judges { id shownName } } } }": typeof types.AssignJudgesDocument,
    "mutation AssignCages($eventId: ID!, $force: Boolean) {\n  assignCages(eventId: $eventId, force: $force) { id cageCount } }": typeof types.AssignCagesDocument,
    "mutation StartEvent($id: ID!) { startEvent(id: $id) { id status } }": typeof types.StartEventDocument,
    "mutation EndEvent($id: ID!) { endEvent(id: $id) { id status unjudgedCages { cageNumber } } }": typeof types.EndEventDocument,
    "query EventCages($eventId: ID!) {\n  eventCages(eventId: $eventId) { id cageNumber ringNumber classCode manuallySet } }": typeof types.EventCagesDocument,
    "fragment JudgementTestFields on Judgement { opId kind scores { generalImpression boneStructure back musculature wings }\n  total skipReason note clientTime orderTime judge { id shownName } }": typeof types.JudgementTestFieldsFragmentDoc,
    "fragment JudgeCageTestFields on JudgeCage { id eventId cageNumber classCode ringNumber sex color\n  flightSummary { prizeKm prizes lastYearKm } ownPigeon judgement { ...JudgementTestFields } }": typeof types.JudgeCageTestFieldsFragmentDoc,
    "mutation Submit($ops: [JudgingOpInput!]!, $madeBy: ID) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy) {\n    opId outcome code message field receivedAt late { status decidedAt } cage { ...JudgeCageTestFields } } }": typeof types.SubmitDocument,
    "query JudgeCages($eventId: ID!) { judgeCages(eventId: $eventId) { ...JudgeCageTestFields } }": typeof types.JudgeCagesDocument,
    "query Late($eventId: ID!) { lateJudgingOps(eventId: $eventId) {\n  opId cageId cageNumber kind total skipReason status clientTime receivedAt judge { id shownName } } }": typeof types.LateDocument,
    "mutation Resolve($opId: ID!, $accept: Boolean!) {\n  resolveLateJudgingOp(opId: $opId, accept: $accept) { opId status } }": typeof types.ResolveDocument,
    "mutation DrainerSubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID) { submitJudgingOps(ops: $ops, madeBy: $madeBy) { opId } }": typeof types.DrainerSubmitJudgingOpsDocument,
    "\n  query RuntimeJudgingDevices($eventId: ID!) {\n    judgingDevices(eventId: $eventId) {\n      judge {\n        id\n      }\n      appVersion\n      pendingCount\n      oldestPendingAt\n    }\n  }\n": typeof types.RuntimeJudgingDevicesDocument,
};
const documents: Documents = {
    "mutation AccountsJourneyRegisterJana($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Jana\", lastName: \"Probe\", pwdHash: $pwdHash, language: de) { token }\n    }": types.AccountsJourneyRegisterJanaDocument,
    "mutation AccountsJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }": types.AccountsJourneyVerifyDocument,
    "mutation AccountsJourneyRegisterUwe($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Uwe\", lastName: \"Unbestätigt\", pwdHash: $pwdHash, language: de) { token }\n    }": types.AccountsJourneyRegisterUweDocument,
    "query CertificatesJourneyBreeder { getClientByJWT { firstName lastName } }": types.CertificatesJourneyBreederDocument,
    "\n  query CertificatesJourneyResults($id: ID!) {\n    eventResults(eventId: $id) {\n      event {\n        resultsStatus\n      }\n      champions {\n        shownName\n      }\n      classes {\n        entries {\n          place\n        }\n      }\n    }\n  }\n": types.CertificatesJourneyResultsDocument,
    "mutation CertificatesJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }": types.CertificatesJourneyFinalizeDocument,
    "query CrossSiteJourneyLogin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }": types.CrossSiteJourneyLoginDocument,
    "query CrossSiteJourneyAdmin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }": types.CrossSiteJourneyAdminDocument,
    "mutation EventsJourneyUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }": types.EventsJourneyUpdateEventDocument,
    "mutation EventsJourneyRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }": types.EventsJourneyRegisterPigeonsDocument,
    "mutation EventsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": types.EventsJourneyCreateEventDocument,
    "mutation EventsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.EventsJourneyCreatePigeonDocument,
    "query EventsJourneyPage { events(limit: 30) { id } }": types.EventsJourneyPageDocument,
    "query EventsJourneyCageCounts { events { id cageCount } }": types.EventsJourneyCageCountsDocument,
    "query EventsJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }": types.EventsJourneyCagesDocument,
    "mutation EventsJourneyRegisterAgain($eventId: ID!, $pigeonIds: [ID!]!) { registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }": types.EventsJourneyRegisterAgainDocument,
    "mutation EventsJourneyAssignCages($e: ID!) { assignCages(eventId: $e) { id } }": types.EventsJourneyAssignCagesDocument,
    "query EventsJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }": types.EventsJourneyCageCountDocument,
    "query EventsJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id } }": types.EventsJourneyJudgeCagesDocument,
    "mutation EventsJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": types.EventsJourneyRateDocument,
    "mutation EventsJourneyDeleteEvent($id: ID!) { deleteEvent(id: $id) }": types.EventsJourneyDeleteEventDocument,
    "mutation EventsJourneyEndElsewhere($id: ID!) { endEvent(id: $id) { id } }": types.EventsJourneyEndElsewhereDocument,
    "query FirstVisitJourneyEvent($id: ID!) { event(id: $id) { id title eventStart status } }": types.FirstVisitJourneyEventDocument,
    "query HallJourneyAdmin { getClientByJWT { firstName lastName } }": types.HallJourneyAdminDocument,
    "mutation HallJourneyEndEvent($id: ID!) { endEvent(id: $id) { id } }": types.HallJourneyEndEventDocument,
    "query HallJourneyLateOps($eventId: ID!) { lateJudgingOps(eventId: $eventId) { opId } }": types.HallJourneyLateOpsDocument,
    "mutation HallJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }": types.HallJourneyStartEventDocument,
    "query HallJourneyReconnectCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }": types.HallJourneyReconnectCagesDocument,
    "mutation HallJourneyReconnectSkip($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": types.HallJourneyReconnectSkipDocument,
    "query JudgingJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }": types.JudgingJourneyCageCountDocument,
    "query JudgingJourneyLateOps($id: ID!) { lateJudgingOps(eventId: $id) { opId status } }": types.JudgingJourneyLateOpsDocument,
    "mutation JudgingJourneyDecideAgain($opId: ID!, $accept: Boolean!) { resolveLateJudgingOp(opId: $opId, accept: $accept) { opId } }": types.JudgingJourneyDecideAgainDocument,
    "query JudgingDayJourneyMe { getClientByJWT { id } }": types.JudgingDayJourneyMeDocument,
    "mutation JudgingDayJourneySetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }": types.JudgingDayJourneySetRoleDocument,
    "query JudgingDayJourneyClasses($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }": types.JudgingDayJourneyClassesDocument,
    "mutation JudgingDayJourneyAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": types.JudgingDayJourneyAssignJudgesDocument,
    "mutation LayoutJourneyRegisterLong($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Lange\", lastName: \"Adresse\", pwdHash: $pwdHash, language: de) { token }\n    }": types.LayoutJourneyRegisterLongDocument,
    "mutation LayoutJourneyRegisterMarie($email: String!, $pwdHash: String!) {\n        registerClient(email: $email, firstName: \"Marie-Luise\", lastName: \"Zimmermann\", pwdHash: $pwdHash, language: de) { token }\n      }": types.LayoutJourneyRegisterMarieDocument,
    "mutation LayoutJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }": types.LayoutJourneyVerifyDocument,
    "mutation MemberDataJourneyRegister($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Mara\", lastName: \"Abschied\", pwdHash: $pwdHash, language: de) { token }\n    }": types.MemberDataJourneyRegisterDocument,
    "mutation MemberDataJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }": types.MemberDataJourneyVerifyDocument,
    "query MemberDataJourneyLogin($email: String!, $password: String!) {\n      loginClient(email: $email, password: $password) { token }\n    }": types.MemberDataJourneyLoginDocument,
    "mutation MemberDataJourneyPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.MemberDataJourneyPigeonDocument,
    "mutation OfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.OfficeJourneyCreatePigeonDocument,
    "mutation OfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": types.OfficeJourneyCreateEventDocument,
    "mutation OfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }": types.OfficeJourneyStartEventDocument,
    "query OfficeJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }": types.OfficeJourneyJudgeCagesDocument,
    "mutation OfficeJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": types.OfficeJourneyRateDocument,
    "mutation PaymentsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": types.PaymentsJourneyCreateEventDocument,
    "mutation PaymentsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.PaymentsJourneyCreatePigeonDocument,
    "mutation PaymentsJourneyRegister($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }": types.PaymentsJourneyRegisterDocument,
    "mutation PigeonsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.PigeonsJourneyCreatePigeonDocument,
    "query PigeonsJourneyMyPigeons { myPigeons { ringNumber serial } }": types.PigeonsJourneyMyPigeonsDocument,
    "query PwaJourneyCagedEvents { events(limit: 100) { id title cageCount } }": types.PwaJourneyCagedEventsDocument,
    "query PwaJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }": types.PwaJourneyCagesDocument,
    "query PwaJourneyCageCounts { events(limit: 100) { id cageCount } }": types.PwaJourneyCageCountsDocument,
    "mutation RingClaimsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.RingClaimsJourneyCreatePigeonDocument,
    "query ShellJourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": types.ShellJourneyLoginDocument,
    "mutation ShowOfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }": types.ShowOfficeJourneyStartEventDocument,
    "mutation ShowOfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.ShowOfficeJourneyCreatePigeonDocument,
    "mutation ShowOfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": types.ShowOfficeJourneyCreateEventDocument,
    "query ShowOfficeJourneyJudgeName { getClientByJWT { firstName lastName } }": types.ShowOfficeJourneyJudgeNameDocument,
    "query ShowOfficeJourneyCatalogue($id: ID!) { eventCatalogue(eventId: $id) { cageId cageNumber } }": types.ShowOfficeJourneyCatalogueDocument,
    "query ShowOfficeJourneyJudge { getClientByJWT { id firstName lastName } }": types.ShowOfficeJourneyJudgeDocument,
    "query ShowOfficeJourneyJudgeCages($e: ID!) { judgeCages(eventId: $e) { cageNumber judgement { judge { id } } } }": types.ShowOfficeJourneyJudgeCagesDocument,
    "query ShowTimeJourneyEvent($id: ID!) { event(id: $id) { registrationDeadline eventStart } }": types.ShowTimeJourneyEventDocument,
    "mutation ShowTimeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }": types.ShowTimeJourneyCreateEventDocument,
    "query JourneyServerReady { health }": types.JourneyServerReadyDocument,
    "query JourneyEventsPage($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }": types.JourneyEventsPageDocument,
    "query JourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": types.JourneyLoginDocument,
    "query JourneyJudgingMyPigeons($season: Int) { myPigeons(season: $season) { id serial } }": types.JourneyJudgingMyPigeonsDocument,
    "mutation JourneyJudgingCreateEvent($input: EventInput!) { createEvent(input: $input) { id season } }": types.JourneyJudgingCreateEventDocument,
    "mutation JourneyJudgingRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }": types.JourneyJudgingRegisterPigeonsDocument,
    "mutation JourneyJudgingUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }": types.JourneyJudgingUpdateEventDocument,
    "query JourneyJudgingJudge { getClientByJWT { id } }": types.JourneyJudgingJudgeDocument,
    "query JourneyJudgingClasses($id: ID!) { event(id: $id) { classes { code } } }": types.JourneyJudgingClassesDocument,
    "mutation JourneyJudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": types.JourneyJudgingAssignJudgesDocument,
    "mutation JourneyJudgingAssignCages($e: ID!) { assignCages(eventId: $e) { id } }": types.JourneyJudgingAssignCagesDocument,
    "mutation JourneyJudgingStartEvent($id: ID!) { startEvent(id: $id) { id } }": types.JourneyJudgingStartEventDocument,
    "query JourneyJudgingJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }": types.JourneyJudgingJudgedDocument,
    "mutation JourneyEndedShowPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.JourneyEndedShowPigeonDocument,
    "mutation JourneyEndedShowStart($id: ID!) { startEvent(id: $id) { id } }": types.JourneyEndedShowStartDocument,
    "query JourneyEndedShowCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }": types.JourneyEndedShowCagesDocument,
    "mutation JourneyEndedShowRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }": types.JourneyEndedShowRateDocument,
    "mutation JourneyEndedShowEnd($id: ID!) { endEvent(id: $id) { id } }": types.JourneyEndedShowEndDocument,
    "mutation SeasonJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }": types.SeasonJourneyFinalizeDocument,
    "query SeasonJourneyShow($id: ID!) { event(id: $id) { id eventStart } }": types.SeasonJourneyShowDocument,
    "query UpdateJourneyEvents { events { id title status } }": types.UpdateJourneyEventsDocument,
    "query UpdateJourneyJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }": types.UpdateJourneyJudgedDocument,
    "mutation AccountSelfServiceRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}": types.AccountSelfServiceRegisterDocument,
    "mutation Verify($code: String!) { verifyClient(verificationCode: $code) }": types.VerifyDocument,
    "mutation AccountSelfServiceResend($email: String!, $language: Language!) { resendVerification(email: $email, language: $language) }": types.AccountSelfServiceResendDocument,
    "query AccountSelfServiceLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}": types.AccountSelfServiceLoginDocument,
    "query AccountSelfServiceMe { getClientByJWT { id email pendingEmail } }": types.AccountSelfServiceMeDocument,
    "mutation Change($currentPassword: String!, $newPassword: String!, $language: Language) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n    client { id email pendingEmail } token\n  }\n}": types.ChangeDocument,
    "mutation AccountSelfServiceSave($id: Int!, $email: String!, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, currentPassword: $currentPassword) { pendingEmail }\n}": types.AccountSelfServiceSaveDocument,
    "mutation Confirm($token: String!) { confirmEmailChange(token: $token) }": types.ConfirmDocument,
    "mutation AccountSelfServiceRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }": types.AccountSelfServiceRequestResetDocument,
    "mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id }\n}": types.ResetDocument,
    "mutation AccountsRegister($email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language) {\n    client { id firstName lastName email } token\n  }\n}": types.AccountsRegisterDocument,
    "query AccountsLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) {\n    client { id firstName lastName email role phoneNumber website emailPublic } token\n  }\n}": types.AccountsLoginDocument,
    "query Me { getClientByJWT { id firstName lastName email role phoneNumber website emailPublic } }": types.MeDocument,
    "mutation AccountsSave($id: Int!, $email: String!, $firstName: String!, $lastName: String!, $website: String, $emailPublic: Boolean!, $phoneNumber: String) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, website: $website, emailPublic: $emailPublic, phoneNumber: $phoneNumber) {\n    id firstName lastName email role phoneNumber website emailPublic\n  }\n}": types.AccountsSaveDocument,
    "mutation AccountsRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }": types.AccountsRequestResetDocument,
    "query Trail($eventId: ID!, $cageNumber: Int, $judgeId: ID, $kind: AuditEntryKind, $offset: Int, $limit: Int) {\n  eventAuditTrail(eventId: $eventId, cageNumber: $cageNumber, judgeId: $judgeId, kind: $kind, offset: $offset, limit: $limit) {\n    total\n    judges { id shownName }\n    entries { id kind at by { id shownName } judge { id } opId cageNumber ringNumber classCode\n      oldValue { total skipReason } newValue { total skipReason } reason }\n  } }": types.TrailDocument,
    "mutation EnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { opId outcome } }": types.EnterCardsDocument,
    "mutation CagesSetCage($cageId: ID!, $cageNumber: Int!) {\n  setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id cageNumber manuallySet ringNumber } }": types.CagesSetCageDocument,
    "query CagesJudgeEvents { judgeEvents { event { id title } classCodes } }": types.CagesJudgeEventsDocument,
    "query CagesJudgeEvents2 { judgeEvents { event { title status } } }": types.CagesJudgeEvents2Document,
    "query Event($id: ID!) { event(id: $id) { cageCount classes { code registrationCount cageCount judges { id shownName } } } }": types.EventDocument,
    "mutation CagesStart($id: ID!) { startEvent(id: $id) { status } }": types.CagesStartDocument,
    "query Catalogue($id: ID!) { eventCatalogue(eventId: $id) {\n  cageId cageNumber ringNumber classCode sex color breeder { id shownName } } }": types.CatalogueDocument,
    "query Checks($id: ID!) { event(id: $id) { classes {\n  code registrationCount cageCount judges { id } exhibitorIds } } }": types.ChecksDocument,
    "query CrossSiteLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }": types.CrossSiteLoginDocument,
    "query DatabaseTitles { events { title status } }": types.DatabaseTitlesDocument,
    "query DatabaseLoginClient($email: String!, $password: String!) { loginClient(email: $email, password: $password) { client { role } } }": types.DatabaseLoginClientDocument,
    "mutation EmailChangeRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}": types.EmailChangeRegisterDocument,
    "query EmailChangeLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}": types.EmailChangeLoginDocument,
    "query EmailChangeMe { getClientByJWT { id email pendingEmail phoneNumber } }": types.EmailChangeMeDocument,
    "mutation EmailChangeSave($id: Int!, $email: String!, $phoneNumber: String, $language: Language, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, phoneNumber: $phoneNumber, language: $language, currentPassword: $currentPassword) {\n    id email pendingEmail phoneNumber\n  }\n}": types.EmailChangeSaveDocument,
    "mutation EmailChangeResend($language: Language) { resendEmailChange(language: $language) { email pendingEmail } }": types.EmailChangeResendDocument,
    "mutation Cancel { cancelEmailChange { email pendingEmail } }": types.CancelDocument,
    "mutation EmailChangeRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }": types.EmailChangeRequestResetDocument,
    "query EmailChangeClients($search: String) { clients(search: $search) { email pendingEmail } }": types.EmailChangeClientsDocument,
    "mutation Logout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }": types.LogoutDocument,
    "query ErrorsEvents { events(limit: 500) { id } }": types.ErrorsEventsDocument,
    "query ErrorsEvents2 { events { id } }": types.ErrorsEvents2Document,
    "query ErrorsHealth { health }": types.ErrorsHealthDocument,
    "query Overview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n  eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n    total\n    events { event { id title status } breederCount pigeonCount cageCount judgedCount classesWithoutJudge pendingLateRatings }\n  } }": types.OverviewDocument,
    "query Events($upcomingOnly: Boolean, $limit: Int) {\n  events(upcomingOnly: $upcomingOnly, limit: $limit) { title }\n}": types.EventsDocument,
    "query Page($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }": types.PageDocument,
    "query EventsEvents { events(limit: 3) { id title eventType description registrationDeadline eventStart status\n          location { country city street houseNumber zipCode } } }": types.EventsEventsDocument,
    "query EventsDemoEvents { events { id title status registrationCount cageCount creator { shownName }\n  location { country } classes { code judges { shownName } } } }": types.EventsDemoEventsDocument,
    "query EventsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": types.EventsDemoLoginDocument,
    "query EventsDemoJudgeEvents { judgeEvents { event { id } classCodes } }": types.EventsDemoJudgeEventsDocument,
    "query EventsLifecycleEvent($id: ID!) { event(id: $id) {\n  id title status season registrationCount cageCount creator { id shownName }\n  ratingScheme { generalImpression { min max step } boneStructure { min max step } back { min max step }\n    musculature { min max step } wings { min max step } } } }": types.EventsLifecycleEventDocument,
    "query EventsLifecycleEndedAt($id: ID!) { event(id: $id) { endedAt } }": types.EventsLifecycleEndedAtDocument,
    "mutation DeleteEvent($id: ID!, $confirmTitle: String) { deleteEvent(id: $id, confirmTitle: $confirmTitle) }": types.DeleteEventDocument,
    "mutation SetCage($cageId: ID!, $cageNumber: Int!) { setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id } }": types.SetCageDocument,
    "query EventsLifecycleEvent2($id: ID!) { event(id: $id) { eventType location { country } } }": types.EventsLifecycleEvent2Document,
    "query EventsLifecycleCages($e: ID!) { eventCages(eventId: $e) { id } }": types.EventsLifecycleCagesDocument,
    "query Waiting($id: ID!) { event(id: $id) { id unjudgedCages { cageNumber } } }": types.WaitingDocument,
    "query Progress($id: ID!) { event(id: $id) { judgingProgress { judged total classes { code judged total } } } }": types.ProgressDocument,
    "query Fees($id: ID!) { eventFees(eventId: $id) {\n  fees { pigeonFeeCents breederFeeCents } dueCents paidCents openCents openCount\n  breeders { breeder { id shownName } email pigeonCount dueCents paidCents balanceCents paidOn method\n    payments { amountCents } } } }": types.FeesDocument,
    "query MyFee($id: ID!) { event(id: $id) { fees { pigeonFeeCents breederFeeCents }\n  myFee { pigeonCount dueCents paidCents balanceCents paidOn method email } } }": types.MyFeeDocument,
    "query FeesMyFees { myFees { eventId eventTitle dueCents balanceCents } }": types.FeesMyFeesDocument,
    "mutation Record($eventId: ID!, $breederId: ID!, $amountCents: Int!, $paidOn: String!,\n  $method: PaymentMethod!, $note: String) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: $paidOn,\n    method: $method, note: $note) {\n    breeder { id } dueCents paidCents balanceCents paidOn method\n    payments { amountCents paidOn method note } payTo { accountHolder iban reference amountCents } } }": types.RecordDocument,
    "query MyPayTo($id: ID!) { event(id: $id) {\n  myFee { balanceCents payTo { accountHolder iban reference amountCents } } } }": types.MyPayToDocument,
    "mutation FeesUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id } }": types.FeesUnregisterDocument,
    "mutation ForeignRingsCreatePigeon($input: PigeonInput!) {\n  createPigeon(input: $input) { id ringNumber association ringYear serial } }": types.ForeignRingsCreatePigeonDocument,
    "query ForeignRingsMyPigeons { myPigeons { id ringNumber flightResults { date releaseLocation distanceKm } } }": types.ForeignRingsMyPigeonsDocument,
    "mutation ForeignRingsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected files { problems { line field code } } } }": types.ForeignRingsImportFlightDataDocument,
    "mutation ImportImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) {\n    dryRun added unchanged rejected problemCount\n    files {\n      name format encoding delimiter rows added unchanged rejected problemCount\n      columns { header field }\n      preview { line cells }\n      problems { file line field code params { limit otherLine firstLine example participants dateYear } message value }\n    }\n  }\n}": types.ImportImportFlightDataDocument,
    "query ImportMyPigeons { myPigeons { ringNumber prizes classification { code } flightResults { date distanceKm } } }": types.ImportMyPigeonsDocument,
    "mutation ImportLimitsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected problemCount files { problems { message } } } }": types.ImportLimitsImportFlightDataDocument,
    "query ImportLimitsHealth { health }": types.ImportLimitsHealthDocument,
    "query InputEdgesLoginClient($e: String!) { loginClient(email: $e, password: \"x\") { token } }": types.InputEdgesLoginClientDocument,
    "query InputEdgesClients($s: String) { clients(search: $s) { id } }": types.InputEdgesClientsDocument,
    "mutation JudgeStatisticsCorrect($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) { oldTotal newTotal } }": types.JudgeStatisticsCorrectDocument,
    "query JudgeStatisticsOf($eventId: ID!) { judgeStatistics(eventId: $eventId) {\n  eventId\n  judges { judge { id shownName } classes ratings skips meanTotal spread deviation tendency }\n  outliers { cageId cageNumber classCode judge { id } total classMean classSpread } } }": types.JudgeStatisticsOfDocument,
    "mutation JudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": types.JudgingAssignJudgesDocument,
    "mutation JudgingUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }": types.JudgingUpdatePigeonDocument,
    "mutation JudgingAssignJudges2($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": types.JudgingAssignJudges2Document,
    "mutation JudgingAssignJudges3($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": types.JudgingAssignJudges3Document,
    "mutation JudgingSetClientRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }": types.JudgingSetClientRoleDocument,
    "query JudgingEvent3($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }": types.JudgingEvent3Document,
    "mutation JudgingAssignJudges4($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }": types.JudgingAssignJudges4Document,
    "query JudgingEvent($id: ID!) { event(id: $id) { ownPigeonJudgements { cageNumber classCode judge { id } } } }": types.JudgingEventDocument,
    "mutation JudgingSetClientRole2($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }": types.JudgingSetClientRole2Document,
    "query JudgingJudgeCage($e: ID!, $c: ID!) { judgeCage(eventId: $e, cageId: $c) { id cageNumber ownPigeon judgement { opId } } }": types.JudgingJudgeCageDocument,
    "query JudgingEvent2($id: ID!) { event(id: $id) { judgingProgress { judged } } }": types.JudgingEvent2Document,
    "mutation JudgingClocksSubmit($ops: [JudgingOpInput!]!) {\n  submitJudgingOps(ops: $ops) {\n    opId outcome code receivedAt cage { judgement { opId orderTime total } } } }": types.JudgingClocksSubmitDocument,
    "mutation JudgingClocksAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }": types.JudgingClocksAssignDocument,
    "mutation DevicesReport($report: JudgingDeviceReport!) {\n  reportJudgingDevice(report: $report) }": types.DevicesReportDocument,
    "query DevicesOfEvent($eventId: ID!) { judgingDevices(eventId: $eventId) {\n  deviceId judge { id shownName } name appVersion lastSeenAt pendingCount oldestPendingAt readyForOffline\n  storagePersisted batteryLevel charging stale } }": types.DevicesOfEventDocument,
    "mutation DevicesSubmit($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) { opId outcome code late { status } } }": types.DevicesSubmitDocument,
    "mutation DevicesDeleteEvent($id: ID!) { deleteEvent(id: $id) }": types.DevicesDeleteEventDocument,
    "query LateDecisionsMine($opIds: [ID!]!) {\n  myLateDecisions(opIds: $opIds) { opId status decidedAt cage { ...JudgeCageTestFields } } }": types.LateDecisionsMineDocument,
    "mutation LateDecisionsAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }": types.LateDecisionsAssignDocument,
    "mutation LateDecisionsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }": types.LateDecisionsSetRoleDocument,
    "query LockoutLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }": types.LockoutLoginDocument,
    "mutation Ask($email: String!, $language: Language!) {\n  requestPasswordReset(email: $email, language: $language) { id } }": types.AskDocument,
    "mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id } }": types.ResetDocument,
    "mutation GreetingRegister(\n  $email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!, $salutation: Salutation\n) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language, salutation: $salutation) {\n    client { id } token\n  }\n}": types.GreetingRegisterDocument,
    "mutation GreetingVerify($code: String!) { verifyClient(verificationCode: $code) }": types.GreetingVerifyDocument,
    "query GreetingLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id salutation } token }\n}": types.GreetingLoginDocument,
    "mutation GreetingSave(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!, $salutation: Salutation\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic, salutation: $salutation) {\n    id salutation\n  }\n}": types.GreetingSaveDocument,
    "mutation GreetingSaveNames(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic) {\n    id salutation\n  }\n}": types.GreetingSaveNamesDocument,
    "mutation GreetingRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }": types.GreetingRequestResetDocument,
    "query MainHealth { health }": types.MainHealthDocument,
    "query MemberDataExport { myData }": types.MemberDataExportDocument,
    "query MemberDataExportEnglish { myData(language: en) }": types.MemberDataExportEnglishDocument,
    "mutation MemberDataDelete($password: String!) { deleteMyAccount(password: $password) }": types.MemberDataDeleteDocument,
    "query MemberDataMe { getClientByJWT { id email } }": types.MemberDataMeDocument,
    "query MemberDataLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }": types.MemberDataLoginDocument,
    "mutation MemberDataRegisterAccount($email: String!, $pwdHash: String!) {\n  registerClient(email: $email, firstName: \"Neu\", lastName: \"Anfang\", pwdHash: $pwdHash, language: de) { client { id } } }": types.MemberDataRegisterAccountDocument,
    "mutation MemberDataRegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }": types.MemberDataRegisterPigeonsDocument,
    "mutation MemberDataClose($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }": types.MemberDataCloseDocument,
    "mutation MemberDataMarkPaid($eventId: ID!, $breederId: ID!, $amountCents: Int!) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: \"2026-01-15\",\n    method: TRANSFER) { balanceCents } }": types.MemberDataMarkPaidDocument,
    "mutation MemberDataEnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { outcome code } }": types.MemberDataEnterCardsDocument,
    "query MemberDataResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  classes { code entries { ringNumber total place breeder { id shownName } judge { id shownName } } }\n  breeders { breeder { id shownName email } sum }\n  bestBreeders { breeder { id shownName } sum } } }": types.MemberDataResultsDocument,
    "query MemberDataEventCount($id: ID!) { event(id: $id) { registrationCount } }": types.MemberDataEventCountDocument,
    "query MemberDataFees($id: ID!) { eventFees(eventId: $id) {\n  breeders { breeder { id shownName } email dueCents paidCents } } }": types.MemberDataFeesDocument,
    "query MemberDataClients($search: String) { clients(search: $search) { id } }": types.MemberDataClientsDocument,
    "query ResultsState($id: ID!) {\n  event(id: $id) { id status resultsStatus objectionDeadline objectionDays resultsFinalAt endedAt } }": types.ResultsStateDocument,
    "mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n  fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n    id eventId cageId cageNumber ringNumber classCode breeder { id shownName } reason status answer filedAt answeredAt } }": types.FileObjectionDocument,
    "query Objections($eventId: ID!) {\n  objections(eventId: $eventId) { id cageId reason status answer breeder { id } } }": types.ObjectionsDocument,
    "mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n  answerObjection(id: $id, upheld: $upheld, answer: $answer) { id status answer answeredAt } }": types.AnswerObjectionDocument,
    "mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n    id cageId cageNumber oldTotal newTotal reason at } }": types.CorrectJudgementDocument,
    "mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n  finalizeResults(eventId: $eventId, early: $early) { id resultsStatus resultsFinalAt } }": types.FinalizeResultsDocument,
    "query CorrectedResults($eventId: ID!) {\n  eventResults(eventId: $eventId) {\n    classList { classes { code entries { cageId total place } } }\n    bestBreeders { breeder { id } sum }\n    corrections { cageId cageNumber oldTotal newTotal reason }\n  } }": types.CorrectedResultsDocument,
    "mutation Enter($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) {\n    opId outcome code field late { status } cage { id ownPigeon judgement { opId total judge { id } } } } }": types.EnterDocument,
    "fragment HistoryTestFields on JudgingHistoryEntry { opId cageId cageNumber classCode ringNumber kind total skipReason note\n  judge { id shownName } enteredBy { id shownName } clientTime receivedAt orderTime current effective\n  lateStatus resolvedBy { id } resolvedAt }": types.HistoryTestFieldsFragmentDoc,
    "query History($eventId: ID!, $cageId: ID!) { cageHistory(eventId: $eventId, cageId: $cageId) { ...HistoryTestFields } }": types.HistoryDocument,
    "query EventHistory($eventId: ID!) { eventJudgingHistory(eventId: $eventId) { ...HistoryTestFields } }": types.EventHistoryDocument,
    "fragment PigeonTestFields on Pigeon { id ringNumber association ringYear serial sex color breederId prizes prizeKm\n  classification { code season reason { prizeKm prizes lastYearKm } }\n  flightResults { id date releaseLocation distanceKm ranking participants averageDistanceKm year } }": types.PigeonTestFieldsFragmentDoc,
    "query PigeonsMyPigeons($season: Int) { myPigeons(season: $season) { ...PigeonTestFields } }": types.PigeonsMyPigeonsDocument,
    "query Pigeon($id: ID!, $season: Int) { pigeon(id: $id, season: $season) { ...PigeonTestFields } }": types.PigeonDocument,
    "mutation PigeonsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { ...PigeonTestFields } }": types.PigeonsCreatePigeonDocument,
    "mutation UpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { ...PigeonTestFields } }": types.UpdatePigeonDocument,
    "mutation DeletePigeon($id: ID!) { deletePigeon(id: $id) }": types.DeletePigeonDocument,
    "query PigeonsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }": types.PigeonsDemoLoginDocument,
    "query PigeonsDemoMyPigeons { myPigeons { ringNumber classification { code } } }": types.PigeonsDemoMyPigeonsDocument,
    "query MyPigeons { myPigeons { id classification { code } } }": types.MyPigeonsDocument,
    "mutation PigeonsRulesCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.PigeonsRulesCreatePigeonDocument,
    "query ClassificationRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }": types.ClassificationRulesDocument,
    "mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n  updateClassificationRules(input: $input) { level sex code minKm minPrizes minLastYearKm }\n}": types.UpdateClassificationRulesDocument,
    "mutation RateLimiterRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }": types.RateLimiterRequestResetDocument,
    "query RegistrationsEvent($id: ID!) { event(id: $id) {\n  id status season registrationCount\n  myRegistrations { pigeonId ringNumber sex classCode reason { prizeKm prizes lastYearKm } registeredAt cageNumber } } }": types.RegistrationsEventDocument,
    "mutation RegistrationsUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id registrationCount } }": types.RegistrationsUnregisterDocument,
    "mutation RegistrationsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.RegistrationsCreatePigeonDocument,
    "mutation I($files: [ImportFileInput!]!) { importFlightData(files: $files, dryRun: false) { added } }": types.IDocument,
    "query RegistrationsMyPigeons { myPigeons(season: 2026) { ringNumber classification { code } } }": types.RegistrationsMyPigeonsDocument,
    "query RegistrationsEvent2($id: ID!) { event(id: $id) { registrationDeadline } }": types.RegistrationsEvent2Document,
    "query RegistrationsMyPigeons2($season: Int!) { myPigeons(season: $season) { id classification { code } } }": types.RegistrationsMyPigeons2Document,
    "mutation U($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { status } }": types.UDocument,
    "mutation RegistrationsStart($id: ID!) { startEvent(id: $id) { status } }": types.RegistrationsStartDocument,
    "query T($id: ID!) { event(id: $id) { title } }": types.TDocument,
    "mutation RegistrationsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { id } }": types.RegistrationsUpdatePigeonDocument,
    "fragment ResultEntryTestFields on ResultEntry { cageId cageNumber ringNumber sex color classCode breeder { id shownName }\n  scores { generalImpression boneStructure back musculature wings } total place prize skipReason note\n  judge { id shownName } flightSummary { prizeKm prizes lastYearKm } }": types.ResultEntryTestFieldsFragmentDoc,
    "query EventResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  event { id title status cageCount creator { id shownName } }\n  classes { code ratedCount prizeCount entries { ...ResultEntryTestFields } }\n  breeders { breeder { id shownName } topTotals sum entries { ...ResultEntryTestFields } }\n  bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak }\n  champion { id shownName } champions { id shownName }\n  bestCocks { ...ResultEntryTestFields } bestHens { ...ResultEntryTestFields } } }": types.EventResultsDocument,
    "query ResultEvents($limit: Int) { resultEvents(limit: $limit) {\n  event { id status } champions { id shownName } cageCount ratedCount breederCount } }": types.ResultEventsDocument,
    "query ResultsEventResults($eventId: ID!) { eventResults(eventId: $eventId) { breeders { breeder { id email } } } }": types.ResultsEventResultsDocument,
    "query ResultsLate($eventId: ID!) { eventResults(eventId: $eventId) { lateRatings { pending accepted } } }": types.ResultsLateDocument,
    "mutation ResultsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }": types.ResultsUpdatePigeonDocument,
    "query ResultsMyRegistrationColor($id: ID!) { event(id: $id) { myRegistrations { ringNumber color } } }": types.ResultsMyRegistrationColorDocument,
    "query N($eventId: ID!) { eventResults(eventId: $eventId) { bestBreeders { breeder { shownName } } } }": types.NDocument,
    "mutation ResultsRenameGuest($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"gast\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }": types.ResultsRenameGuestDocument,
    "mutation ResultsRenameBack($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"other\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }": types.ResultsRenameBackDocument,
    "query ResultsDemoResultEvents { resultEvents { event { id title } champions { shownName } cageCount ratedCount breederCount } }": types.ResultsDemoResultEventsDocument,
    "query ResultsDemoEventResults($id: ID!) { eventResults(eventId: $id) {\n  classes { code entries { cageNumber total place prize skipReason scores { generalImpression boneStructure back musculature wings } judge { shownName } } }\n  bestBreeders { rank breeder { shownName } sum topTotals tieBreak }\n  breeders { breeder { shownName } }\n  champion { shownName } bestCocks { cageNumber total } bestHens { cageNumber total } } }": types.ResultsDemoEventResultsDocument,
    "query ResultsDemoPages($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n  eventResults(eventId: $eventId) {\n    classList(classCode: $classCode, offset: $offset, limit: $limit) { total offset classes { code entryCount entries { cageNumber } } }\n    cageCards(search: $search, offset: $offset, limit: $limit) { total entries { cageNumber breeder { shownName } } }\n    breederList(search: $search, offset: $offset, limit: $limit) { total offset breeders { breeder { shownName } } }\n  } }": types.ResultsDemoPagesDocument,
    "query Mails($id: ID!) { eventResultsMails(eventId: $id) {\n  sentCount pendingCount failedCount changedCount\n  mails { breeder { id shownName } email state kind sentAt sentCount attempts lastError changed } } }": types.MailsDocument,
    "mutation ResultsMailsResend($eventId: ID!, $breederId: ID!) {\n  resendResultsMail(eventId: $eventId, breederId: $breederId) { state kind } }": types.ResultsMailsResendDocument,
    "mutation ResendFailed($eventId: ID!) {\n  resendFailedResultsMails(eventId: $eventId) { failedCount } }": types.ResendFailedDocument,
    "mutation Updated($eventId: ID!) { sendUpdatedResults(eventId: $eventId) {\n  changedCount mails { breeder { id } state kind changed } } }": types.UpdatedDocument,
    "mutation ClaimsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.ClaimsCreatePigeonDocument,
    "mutation ClaimsFile($ringNumber: String!, $message: String) {\n  fileRingClaim(ringNumber: $ringNumber, message: $message) {\n    id ringNumber status message reason claimant { id shownName } claimantEmail holder { id } holderEmail } }": types.ClaimsFileDocument,
    "query ClaimsMine { myRingClaims { id ringNumber status reason resolvedAt holder { id } } }": types.ClaimsMineDocument,
    "query ClaimsOffice($status: RingClaimStatus) { ringClaims(status: $status) {\n  id ringNumber status message claimant { id shownName } claimantEmail holder { id shownName } holderEmail } }": types.ClaimsOfficeDocument,
    "mutation ClaimsTransfer($id: ID!, $note: String) {\n  transferRingClaim(id: $id, note: $note) { id status reason resolvedAt } }": types.ClaimsTransferDocument,
    "mutation ClaimsReject($id: ID!, $reason: String!) {\n  rejectRingClaim(id: $id, reason: $reason) { id status reason resolvedAt } }": types.ClaimsRejectDocument,
    "query ClaimsMyPigeons { myPigeons { id ringNumber flightResults { id } } }": types.ClaimsMyPigeonsDocument,
    "query ClaimsRegistrations($id: ID!) { event(id: $id) { registrationCount } }": types.ClaimsRegistrationsDocument,
    "query RolesClients($search: String) { clients(search: $search) { id email role } }": types.RolesClientsDocument,
    "mutation SetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id role } }": types.SetRoleDocument,
    "query RolesGetClientByJWT { getClientByJWT { role } }": types.RolesGetClientByJwtDocument,
    "query SeasonChampionship($season: Int!, $bestOf: Int) {\n  seasonChampionship(season: $season, bestOf: $bestOf) { rank breeder { id shownName } points shows countedShows } }": types.SeasonChampionshipDocument,
    "mutation SeasonFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id resultsStatus } }": types.SeasonFinalizeDocument,
    "query SeasonShows($season: Int!) {\n  seasonShows(season: $season) { event { id } cageCount ratedCount breederCount } }": types.SeasonShowsDocument,
    "query ServerHealth { health }": types.ServerHealthDocument,
    "query ServerEvents { events { id } }": types.ServerEventsDocument,
    "query ServerGetClientByJWT { getClientByJWT { email } }": types.ServerGetClientByJwtDocument,
    "query ServerHealth2 { health }": types.ServerHealth2Document,
    "query ServerRenderingResultEvents { resultEvents { event { id } cageCount } }": types.ServerRenderingResultEventsDocument,
    "query ServerTimeHealth { health }": types.ServerTimeHealthDocument,
    "mutation SessionSocketsLogout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }": types.SessionSocketsLogoutDocument,
    "mutation SessionSocketsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }": types.SessionSocketsSetRoleDocument,
    "query L($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token client { id } } }": types.LDocument,
    "query SeveralProcessesHealth { health }": types.SeveralProcessesHealthDocument,
    "query SeveralProcessesGetClientByJWT { getClientByJWT { email } }": types.SeveralProcessesGetClientByJwtDocument,
    "query SeveralProcessesEvents { events(limit: 20) { id status } }": types.SeveralProcessesEventsDocument,
    "query E($id: ID!) { event(id: $id) { classes { code judges { id } } } }": types.EDocument,
    "mutation J($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) { assignJudges(eventId: $eventId, assignments: $assignments) { id } }": types.JDocument,
    "query SeveralProcessesResultEvents { resultEvents { event { id } } }": types.SeveralProcessesResultEventsDocument,
    "query SeveralProcessesBreeders($id: ID!) { eventResults(eventId: $id) { breeders { breeder { shownName } } } }": types.SeveralProcessesBreedersDocument,
    "query SeveralProcessesGetClientByJWT2 { getClientByJWT { firstName lastName emailPublic } }": types.SeveralProcessesGetClientByJwt2Document,
    "mutation SeveralProcessesRename($id: Int!, $firstName: String!) { saveClient(id: $id, email: \"zuechter@example.org\", firstName: $firstName, lastName: \"Neumann-Zimmermann\", emailPublic: false) { id } }": types.SeveralProcessesRenameDocument,
    "query SeveralProcessesRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }": types.SeveralProcessesRulesDocument,
    "mutation SeveralProcessesUpdateRules($input: [ClassificationRuleInput!]!) { updateClassificationRules(input: $input) { code } }": types.SeveralProcessesUpdateRulesDocument,
    "query SeveralProcessesHealth2 { health }": types.SeveralProcessesHealth2Document,
    "query SeveralProcessesJudgeEvents { judgeEvents { event { id status } } }": types.SeveralProcessesJudgeEventsDocument,
    "query SeveralProcessesOwnPigeons($eventId: ID!) { judgeCages(eventId: $eventId) { id ownPigeon } }": types.SeveralProcessesOwnPigeonsDocument,
    "mutation SeveralProcessesSubmit($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { opId outcome code } }": types.SeveralProcessesSubmitDocument,
    "query SeveralProcessesJudgements($eventId: ID!) { judgeCages(eventId: $eventId) { id judgement { total } } }": types.SeveralProcessesJudgementsDocument,
    "query Login($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id } token }\n}": types.LoginDocument,
    "mutation CreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }": types.CreatePigeonDocument,
    "mutation CreateEvent($input: EventInput!) { createEvent(input: $input) { id status } }": types.CreateEventDocument,
    "mutation UpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id status } }": types.UpdateEventDocument,
    "mutation Register($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id registrationCount } }": types.RegisterDocument,
    "mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $eventId, assignments: $assignments) { id classes { code judges { id shownName } } } }": types.AssignJudgesDocument,
    "mutation AssignCages($eventId: ID!, $force: Boolean) {\n  assignCages(eventId: $eventId, force: $force) { id cageCount } }": types.AssignCagesDocument,
    "mutation StartEvent($id: ID!) { startEvent(id: $id) { id status } }": types.StartEventDocument,
    "mutation EndEvent($id: ID!) { endEvent(id: $id) { id status unjudgedCages { cageNumber } } }": types.EndEventDocument,
    "query EventCages($eventId: ID!) {\n  eventCages(eventId: $eventId) { id cageNumber ringNumber classCode manuallySet } }": types.EventCagesDocument,
    "fragment JudgementTestFields on Judgement { opId kind scores { generalImpression boneStructure back musculature wings }\n  total skipReason note clientTime orderTime judge { id shownName } }": types.JudgementTestFieldsFragmentDoc,
    "fragment JudgeCageTestFields on JudgeCage { id eventId cageNumber classCode ringNumber sex color\n  flightSummary { prizeKm prizes lastYearKm } ownPigeon judgement { ...JudgementTestFields } }": types.JudgeCageTestFieldsFragmentDoc,
    "mutation Submit($ops: [JudgingOpInput!]!, $madeBy: ID) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy) {\n    opId outcome code message field receivedAt late { status decidedAt } cage { ...JudgeCageTestFields } } }": types.SubmitDocument,
    "query JudgeCages($eventId: ID!) { judgeCages(eventId: $eventId) { ...JudgeCageTestFields } }": types.JudgeCagesDocument,
    "query Late($eventId: ID!) { lateJudgingOps(eventId: $eventId) {\n  opId cageId cageNumber kind total skipReason status clientTime receivedAt judge { id shownName } } }": types.LateDocument,
    "mutation Resolve($opId: ID!, $accept: Boolean!) {\n  resolveLateJudgingOp(opId: $opId, accept: $accept) { opId status } }": types.ResolveDocument,
    "mutation DrainerSubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID) { submitJudgingOps(ops: $ops, madeBy: $madeBy) { opId } }": types.DrainerSubmitJudgingOpsDocument,
    "\n  query RuntimeJudgingDevices($eventId: ID!) {\n    judgingDevices(eventId: $eventId) {\n      judge {\n        id\n      }\n      appVersion\n      pendingCount\n      oldestPendingAt\n    }\n  }\n": types.RuntimeJudgingDevicesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsJourneyRegisterJana($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Jana\", lastName: \"Probe\", pwdHash: $pwdHash, language: de) { token }\n    }"): (typeof documents)["mutation AccountsJourneyRegisterJana($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Jana\", lastName: \"Probe\", pwdHash: $pwdHash, language: de) { token }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }"): (typeof documents)["mutation AccountsJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsJourneyRegisterUwe($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Uwe\", lastName: \"Unbestätigt\", pwdHash: $pwdHash, language: de) { token }\n    }"): (typeof documents)["mutation AccountsJourneyRegisterUwe($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Uwe\", lastName: \"Unbestätigt\", pwdHash: $pwdHash, language: de) { token }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CertificatesJourneyBreeder { getClientByJWT { firstName lastName } }"): (typeof documents)["query CertificatesJourneyBreeder { getClientByJWT { firstName lastName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificatesJourneyResults($id: ID!) {\n    eventResults(eventId: $id) {\n      event {\n        resultsStatus\n      }\n      champions {\n        shownName\n      }\n      classes {\n        entries {\n          place\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CertificatesJourneyResults($id: ID!) {\n    eventResults(eventId: $id) {\n      event {\n        resultsStatus\n      }\n      champions {\n        shownName\n      }\n      classes {\n        entries {\n          place\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CertificatesJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }"): (typeof documents)["mutation CertificatesJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CrossSiteJourneyLogin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }"): (typeof documents)["query CrossSiteJourneyLogin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CrossSiteJourneyAdmin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }"): (typeof documents)["query CrossSiteJourneyAdmin($email: String!, $password: String!) {\n        loginClient(email: $email, password: $password) { client { email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }"): (typeof documents)["mutation EventsJourneyUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }"): (typeof documents)["mutation EventsJourneyRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"): (typeof documents)["mutation EventsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation EventsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsJourneyPage { events(limit: 30) { id } }"): (typeof documents)["query EventsJourneyPage { events(limit: 30) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsJourneyCageCounts { events { id cageCount } }"): (typeof documents)["query EventsJourneyCageCounts { events { id cageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }"): (typeof documents)["query EventsJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyRegisterAgain($eventId: ID!, $pigeonIds: [ID!]!) { registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }"): (typeof documents)["mutation EventsJourneyRegisterAgain($eventId: ID!, $pigeonIds: [ID!]!) { registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyAssignCages($e: ID!) { assignCages(eventId: $e) { id } }"): (typeof documents)["mutation EventsJourneyAssignCages($e: ID!) { assignCages(eventId: $e) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }"): (typeof documents)["query EventsJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id } }"): (typeof documents)["query EventsJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"): (typeof documents)["mutation EventsJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyDeleteEvent($id: ID!) { deleteEvent(id: $id) }"): (typeof documents)["mutation EventsJourneyDeleteEvent($id: ID!) { deleteEvent(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EventsJourneyEndElsewhere($id: ID!) { endEvent(id: $id) { id } }"): (typeof documents)["mutation EventsJourneyEndElsewhere($id: ID!) { endEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FirstVisitJourneyEvent($id: ID!) { event(id: $id) { id title eventStart status } }"): (typeof documents)["query FirstVisitJourneyEvent($id: ID!) { event(id: $id) { id title eventStart status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HallJourneyAdmin { getClientByJWT { firstName lastName } }"): (typeof documents)["query HallJourneyAdmin { getClientByJWT { firstName lastName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HallJourneyEndEvent($id: ID!) { endEvent(id: $id) { id } }"): (typeof documents)["mutation HallJourneyEndEvent($id: ID!) { endEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HallJourneyLateOps($eventId: ID!) { lateJudgingOps(eventId: $eventId) { opId } }"): (typeof documents)["query HallJourneyLateOps($eventId: ID!) { lateJudgingOps(eventId: $eventId) { opId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HallJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }"): (typeof documents)["mutation HallJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HallJourneyReconnectCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }"): (typeof documents)["query HallJourneyReconnectCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HallJourneyReconnectSkip($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"): (typeof documents)["mutation HallJourneyReconnectSkip($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }"): (typeof documents)["query JudgingJourneyCageCount($id: ID!) { event(id: $id) { cageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingJourneyLateOps($id: ID!) { lateJudgingOps(eventId: $id) { opId status } }"): (typeof documents)["query JudgingJourneyLateOps($id: ID!) { lateJudgingOps(eventId: $id) { opId status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingJourneyDecideAgain($opId: ID!, $accept: Boolean!) { resolveLateJudgingOp(opId: $opId, accept: $accept) { opId } }"): (typeof documents)["mutation JudgingJourneyDecideAgain($opId: ID!, $accept: Boolean!) { resolveLateJudgingOp(opId: $opId, accept: $accept) { opId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingDayJourneyMe { getClientByJWT { id } }"): (typeof documents)["query JudgingDayJourneyMe { getClientByJWT { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingDayJourneySetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }"): (typeof documents)["mutation JudgingDayJourneySetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingDayJourneyClasses($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }"): (typeof documents)["query JudgingDayJourneyClasses($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingDayJourneyAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation JudgingDayJourneyAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LayoutJourneyRegisterLong($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Lange\", lastName: \"Adresse\", pwdHash: $pwdHash, language: de) { token }\n    }"): (typeof documents)["mutation LayoutJourneyRegisterLong($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Lange\", lastName: \"Adresse\", pwdHash: $pwdHash, language: de) { token }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LayoutJourneyRegisterMarie($email: String!, $pwdHash: String!) {\n        registerClient(email: $email, firstName: \"Marie-Luise\", lastName: \"Zimmermann\", pwdHash: $pwdHash, language: de) { token }\n      }"): (typeof documents)["mutation LayoutJourneyRegisterMarie($email: String!, $pwdHash: String!) {\n        registerClient(email: $email, firstName: \"Marie-Luise\", lastName: \"Zimmermann\", pwdHash: $pwdHash, language: de) { token }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LayoutJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }"): (typeof documents)["mutation LayoutJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataJourneyRegister($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Mara\", lastName: \"Abschied\", pwdHash: $pwdHash, language: de) { token }\n    }"): (typeof documents)["mutation MemberDataJourneyRegister($email: String!, $pwdHash: String!) {\n      registerClient(email: $email, firstName: \"Mara\", lastName: \"Abschied\", pwdHash: $pwdHash, language: de) { token }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }"): (typeof documents)["mutation MemberDataJourneyVerify($code: String!) { verifyClient(verificationCode: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataJourneyLogin($email: String!, $password: String!) {\n      loginClient(email: $email, password: $password) { token }\n    }"): (typeof documents)["query MemberDataJourneyLogin($email: String!, $password: String!) {\n      loginClient(email: $email, password: $password) { token }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataJourneyPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation MemberDataJourneyPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation OfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"): (typeof documents)["mutation OfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }"): (typeof documents)["mutation OfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OfficeJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }"): (typeof documents)["query OfficeJourneyJudgeCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfficeJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"): (typeof documents)["mutation OfficeJourneyRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"): (typeof documents)["mutation PaymentsJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation PaymentsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PaymentsJourneyRegister($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }"): (typeof documents)["mutation PaymentsJourneyRegister($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PigeonsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation PigeonsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PigeonsJourneyMyPigeons { myPigeons { ringNumber serial } }"): (typeof documents)["query PigeonsJourneyMyPigeons { myPigeons { ringNumber serial } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PwaJourneyCagedEvents { events(limit: 100) { id title cageCount } }"): (typeof documents)["query PwaJourneyCagedEvents { events(limit: 100) { id title cageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PwaJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }"): (typeof documents)["query PwaJourneyCages($id: ID!) { eventCages(eventId: $id) { ringNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PwaJourneyCageCounts { events(limit: 100) { id cageCount } }"): (typeof documents)["query PwaJourneyCageCounts { events(limit: 100) { id cageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RingClaimsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation RingClaimsJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellJourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"): (typeof documents)["query ShellJourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShowOfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }"): (typeof documents)["mutation ShowOfficeJourneyStartEvent($id: ID!) { startEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShowOfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation ShowOfficeJourneyCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShowOfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"): (typeof documents)["mutation ShowOfficeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShowOfficeJourneyJudgeName { getClientByJWT { firstName lastName } }"): (typeof documents)["query ShowOfficeJourneyJudgeName { getClientByJWT { firstName lastName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShowOfficeJourneyCatalogue($id: ID!) { eventCatalogue(eventId: $id) { cageId cageNumber } }"): (typeof documents)["query ShowOfficeJourneyCatalogue($id: ID!) { eventCatalogue(eventId: $id) { cageId cageNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShowOfficeJourneyJudge { getClientByJWT { id firstName lastName } }"): (typeof documents)["query ShowOfficeJourneyJudge { getClientByJWT { id firstName lastName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShowOfficeJourneyJudgeCages($e: ID!) { judgeCages(eventId: $e) { cageNumber judgement { judge { id } } } }"): (typeof documents)["query ShowOfficeJourneyJudgeCages($e: ID!) { judgeCages(eventId: $e) { cageNumber judgement { judge { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShowTimeJourneyEvent($id: ID!) { event(id: $id) { registrationDeadline eventStart } }"): (typeof documents)["query ShowTimeJourneyEvent($id: ID!) { event(id: $id) { registrationDeadline eventStart } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShowTimeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"): (typeof documents)["mutation ShowTimeJourneyCreateEvent($input: EventInput!) { createEvent(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyServerReady { health }"): (typeof documents)["query JourneyServerReady { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyEventsPage($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }"): (typeof documents)["query JourneyEventsPage($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"): (typeof documents)["query JourneyLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyJudgingMyPigeons($season: Int) { myPigeons(season: $season) { id serial } }"): (typeof documents)["query JourneyJudgingMyPigeons($season: Int) { myPigeons(season: $season) { id serial } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyJudgingCreateEvent($input: EventInput!) { createEvent(input: $input) { id season } }"): (typeof documents)["mutation JourneyJudgingCreateEvent($input: EventInput!) { createEvent(input: $input) { id season } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyJudgingRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }"): (typeof documents)["mutation JourneyJudgingRegisterPigeons($e: ID!, $p: [ID!]!) { registerPigeons(eventId: $e, pigeonIds: $p) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyJudgingUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }"): (typeof documents)["mutation JourneyJudgingUpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyJudgingJudge { getClientByJWT { id } }"): (typeof documents)["query JourneyJudgingJudge { getClientByJWT { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyJudgingClasses($id: ID!) { event(id: $id) { classes { code } } }"): (typeof documents)["query JourneyJudgingClasses($id: ID!) { event(id: $id) { classes { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyJudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation JourneyJudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyJudgingAssignCages($e: ID!) { assignCages(eventId: $e) { id } }"): (typeof documents)["mutation JourneyJudgingAssignCages($e: ID!) { assignCages(eventId: $e) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyJudgingStartEvent($id: ID!) { startEvent(id: $id) { id } }"): (typeof documents)["mutation JourneyJudgingStartEvent($id: ID!) { startEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyJudgingJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }"): (typeof documents)["query JourneyJudgingJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyEndedShowPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation JourneyEndedShowPigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyEndedShowStart($id: ID!) { startEvent(id: $id) { id } }"): (typeof documents)["mutation JourneyEndedShowStart($id: ID!) { startEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyEndedShowCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }"): (typeof documents)["query JourneyEndedShowCages($id: ID!) { judgeCages(eventId: $id) { id cageNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyEndedShowRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"): (typeof documents)["mutation JourneyEndedShowRate($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { outcome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JourneyEndedShowEnd($id: ID!) { endEvent(id: $id) { id } }"): (typeof documents)["mutation JourneyEndedShowEnd($id: ID!) { endEvent(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeasonJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }"): (typeof documents)["mutation SeasonJourneyFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeasonJourneyShow($id: ID!) { event(id: $id) { id eventStart } }"): (typeof documents)["query SeasonJourneyShow($id: ID!) { event(id: $id) { id eventStart } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpdateJourneyEvents { events { id title status } }"): (typeof documents)["query UpdateJourneyEvents { events { id title status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpdateJourneyJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }"): (typeof documents)["query UpdateJourneyJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSelfServiceRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}"): (typeof documents)["mutation AccountSelfServiceRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Verify($code: String!) { verifyClient(verificationCode: $code) }"): (typeof documents)["mutation Verify($code: String!) { verifyClient(verificationCode: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSelfServiceResend($email: String!, $language: Language!) { resendVerification(email: $email, language: $language) }"): (typeof documents)["mutation AccountSelfServiceResend($email: String!, $language: Language!) { resendVerification(email: $email, language: $language) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountSelfServiceLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}"): (typeof documents)["query AccountSelfServiceLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountSelfServiceMe { getClientByJWT { id email pendingEmail } }"): (typeof documents)["query AccountSelfServiceMe { getClientByJWT { id email pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Change($currentPassword: String!, $newPassword: String!, $language: Language) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n    client { id email pendingEmail } token\n  }\n}"): (typeof documents)["mutation Change($currentPassword: String!, $newPassword: String!, $language: Language) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n    client { id email pendingEmail } token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSelfServiceSave($id: Int!, $email: String!, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, currentPassword: $currentPassword) { pendingEmail }\n}"): (typeof documents)["mutation AccountSelfServiceSave($id: Int!, $email: String!, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, currentPassword: $currentPassword) { pendingEmail }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Confirm($token: String!) { confirmEmailChange(token: $token) }"): (typeof documents)["mutation Confirm($token: String!) { confirmEmailChange(token: $token) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountSelfServiceRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }"): (typeof documents)["mutation AccountSelfServiceRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id }\n}"): (typeof documents)["mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsRegister($email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language) {\n    client { id firstName lastName email } token\n  }\n}"): (typeof documents)["mutation AccountsRegister($email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language) {\n    client { id firstName lastName email } token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountsLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) {\n    client { id firstName lastName email role phoneNumber website emailPublic } token\n  }\n}"): (typeof documents)["query AccountsLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) {\n    client { id firstName lastName email role phoneNumber website emailPublic } token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me { getClientByJWT { id firstName lastName email role phoneNumber website emailPublic } }"): (typeof documents)["query Me { getClientByJWT { id firstName lastName email role phoneNumber website emailPublic } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsSave($id: Int!, $email: String!, $firstName: String!, $lastName: String!, $website: String, $emailPublic: Boolean!, $phoneNumber: String) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, website: $website, emailPublic: $emailPublic, phoneNumber: $phoneNumber) {\n    id firstName lastName email role phoneNumber website emailPublic\n  }\n}"): (typeof documents)["mutation AccountsSave($id: Int!, $email: String!, $firstName: String!, $lastName: String!, $website: String, $emailPublic: Boolean!, $phoneNumber: String) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, website: $website, emailPublic: $emailPublic, phoneNumber: $phoneNumber) {\n    id firstName lastName email role phoneNumber website emailPublic\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountsRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }"): (typeof documents)["mutation AccountsRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Trail($eventId: ID!, $cageNumber: Int, $judgeId: ID, $kind: AuditEntryKind, $offset: Int, $limit: Int) {\n  eventAuditTrail(eventId: $eventId, cageNumber: $cageNumber, judgeId: $judgeId, kind: $kind, offset: $offset, limit: $limit) {\n    total\n    judges { id shownName }\n    entries { id kind at by { id shownName } judge { id } opId cageNumber ringNumber classCode\n      oldValue { total skipReason } newValue { total skipReason } reason }\n  } }"): (typeof documents)["query Trail($eventId: ID!, $cageNumber: Int, $judgeId: ID, $kind: AuditEntryKind, $offset: Int, $limit: Int) {\n  eventAuditTrail(eventId: $eventId, cageNumber: $cageNumber, judgeId: $judgeId, kind: $kind, offset: $offset, limit: $limit) {\n    total\n    judges { id shownName }\n    entries { id kind at by { id shownName } judge { id } opId cageNumber ringNumber classCode\n      oldValue { total skipReason } newValue { total skipReason } reason }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { opId outcome } }"): (typeof documents)["mutation EnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { opId outcome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CagesSetCage($cageId: ID!, $cageNumber: Int!) {\n  setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id cageNumber manuallySet ringNumber } }"): (typeof documents)["mutation CagesSetCage($cageId: ID!, $cageNumber: Int!) {\n  setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id cageNumber manuallySet ringNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CagesJudgeEvents { judgeEvents { event { id title } classCodes } }"): (typeof documents)["query CagesJudgeEvents { judgeEvents { event { id title } classCodes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CagesJudgeEvents2 { judgeEvents { event { title status } } }"): (typeof documents)["query CagesJudgeEvents2 { judgeEvents { event { title status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Event($id: ID!) { event(id: $id) { cageCount classes { code registrationCount cageCount judges { id shownName } } } }"): (typeof documents)["query Event($id: ID!) { event(id: $id) { cageCount classes { code registrationCount cageCount judges { id shownName } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CagesStart($id: ID!) { startEvent(id: $id) { status } }"): (typeof documents)["mutation CagesStart($id: ID!) { startEvent(id: $id) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Catalogue($id: ID!) { eventCatalogue(eventId: $id) {\n  cageId cageNumber ringNumber classCode sex color breeder { id shownName } } }"): (typeof documents)["query Catalogue($id: ID!) { eventCatalogue(eventId: $id) {\n  cageId cageNumber ringNumber classCode sex color breeder { id shownName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Checks($id: ID!) { event(id: $id) { classes {\n  code registrationCount cageCount judges { id } exhibitorIds } } }"): (typeof documents)["query Checks($id: ID!) { event(id: $id) { classes {\n  code registrationCount cageCount judges { id } exhibitorIds } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CrossSiteLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }"): (typeof documents)["query CrossSiteLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DatabaseTitles { events { title status } }"): (typeof documents)["query DatabaseTitles { events { title status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DatabaseLoginClient($email: String!, $password: String!) { loginClient(email: $email, password: $password) { client { role } } }"): (typeof documents)["query DatabaseLoginClient($email: String!, $password: String!) { loginClient(email: $email, password: $password) { client { role } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}"): (typeof documents)["mutation EmailChangeRegister($email: String!, $pwdHash: String!, $language: Language!) {\n  registerClient(email: $email, firstName: \"Erika\", lastName: \"Muster\", pwdHash: $pwdHash, language: $language) { token }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailChangeLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}"): (typeof documents)["query EmailChangeLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id email pendingEmail } token }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailChangeMe { getClientByJWT { id email pendingEmail phoneNumber } }"): (typeof documents)["query EmailChangeMe { getClientByJWT { id email pendingEmail phoneNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeSave($id: Int!, $email: String!, $phoneNumber: String, $language: Language, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, phoneNumber: $phoneNumber, language: $language, currentPassword: $currentPassword) {\n    id email pendingEmail phoneNumber\n  }\n}"): (typeof documents)["mutation EmailChangeSave($id: Int!, $email: String!, $phoneNumber: String, $language: Language, $currentPassword: String) {\n  saveClient(id: $id, email: $email, firstName: \"Erika\", lastName: \"Muster\", emailPublic: false, phoneNumber: $phoneNumber, language: $language, currentPassword: $currentPassword) {\n    id email pendingEmail phoneNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeResend($language: Language) { resendEmailChange(language: $language) { email pendingEmail } }"): (typeof documents)["mutation EmailChangeResend($language: Language) { resendEmailChange(language: $language) { email pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Cancel { cancelEmailChange { email pendingEmail } }"): (typeof documents)["mutation Cancel { cancelEmailChange { email pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EmailChangeRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }"): (typeof documents)["mutation EmailChangeRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailChangeClients($search: String) { clients(search: $search) { email pendingEmail } }"): (typeof documents)["query EmailChangeClients($search: String) { clients(search: $search) { email pendingEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }"): (typeof documents)["mutation Logout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsEvents { events(limit: 500) { id } }"): (typeof documents)["query ErrorsEvents { events(limit: 500) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsEvents2 { events { id } }"): (typeof documents)["query ErrorsEvents2 { events { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsHealth { health }"): (typeof documents)["query ErrorsHealth { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Overview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n  eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n    total\n    events { event { id title status } breederCount pigeonCount cageCount judgedCount classesWithoutJudge pendingLateRatings }\n  } }"): (typeof documents)["query Overview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n  eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n    total\n    events { event { id title status } breederCount pigeonCount cageCount judgedCount classesWithoutJudge pendingLateRatings }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Events($upcomingOnly: Boolean, $limit: Int) {\n  events(upcomingOnly: $upcomingOnly, limit: $limit) { title }\n}"): (typeof documents)["query Events($upcomingOnly: Boolean, $limit: Int) {\n  events(upcomingOnly: $upcomingOnly, limit: $limit) { title }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Page($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }"): (typeof documents)["query Page($limit: Int, $after: ID) { events(limit: $limit, after: $after) { id title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsEvents { events(limit: 3) { id title eventType description registrationDeadline eventStart status\n          location { country city street houseNumber zipCode } } }"): (typeof documents)["query EventsEvents { events(limit: 3) { id title eventType description registrationDeadline eventStart status\n          location { country city street houseNumber zipCode } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsDemoEvents { events { id title status registrationCount cageCount creator { shownName }\n  location { country } classes { code judges { shownName } } } }"): (typeof documents)["query EventsDemoEvents { events { id title status registrationCount cageCount creator { shownName }\n  location { country } classes { code judges { shownName } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"): (typeof documents)["query EventsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsDemoJudgeEvents { judgeEvents { event { id } classCodes } }"): (typeof documents)["query EventsDemoJudgeEvents { judgeEvents { event { id } classCodes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsLifecycleEvent($id: ID!) { event(id: $id) {\n  id title status season registrationCount cageCount creator { id shownName }\n  ratingScheme { generalImpression { min max step } boneStructure { min max step } back { min max step }\n    musculature { min max step } wings { min max step } } } }"): (typeof documents)["query EventsLifecycleEvent($id: ID!) { event(id: $id) {\n  id title status season registrationCount cageCount creator { id shownName }\n  ratingScheme { generalImpression { min max step } boneStructure { min max step } back { min max step }\n    musculature { min max step } wings { min max step } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsLifecycleEndedAt($id: ID!) { event(id: $id) { endedAt } }"): (typeof documents)["query EventsLifecycleEndedAt($id: ID!) { event(id: $id) { endedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteEvent($id: ID!, $confirmTitle: String) { deleteEvent(id: $id, confirmTitle: $confirmTitle) }"): (typeof documents)["mutation DeleteEvent($id: ID!, $confirmTitle: String) { deleteEvent(id: $id, confirmTitle: $confirmTitle) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCage($cageId: ID!, $cageNumber: Int!) { setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id } }"): (typeof documents)["mutation SetCage($cageId: ID!, $cageNumber: Int!) { setCageNumber(cageId: $cageId, cageNumber: $cageNumber) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsLifecycleEvent2($id: ID!) { event(id: $id) { eventType location { country } } }"): (typeof documents)["query EventsLifecycleEvent2($id: ID!) { event(id: $id) { eventType location { country } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventsLifecycleCages($e: ID!) { eventCages(eventId: $e) { id } }"): (typeof documents)["query EventsLifecycleCages($e: ID!) { eventCages(eventId: $e) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Waiting($id: ID!) { event(id: $id) { id unjudgedCages { cageNumber } } }"): (typeof documents)["query Waiting($id: ID!) { event(id: $id) { id unjudgedCages { cageNumber } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Progress($id: ID!) { event(id: $id) { judgingProgress { judged total classes { code judged total } } } }"): (typeof documents)["query Progress($id: ID!) { event(id: $id) { judgingProgress { judged total classes { code judged total } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Fees($id: ID!) { eventFees(eventId: $id) {\n  fees { pigeonFeeCents breederFeeCents } dueCents paidCents openCents openCount\n  breeders { breeder { id shownName } email pigeonCount dueCents paidCents balanceCents paidOn method\n    payments { amountCents } } } }"): (typeof documents)["query Fees($id: ID!) { eventFees(eventId: $id) {\n  fees { pigeonFeeCents breederFeeCents } dueCents paidCents openCents openCount\n  breeders { breeder { id shownName } email pigeonCount dueCents paidCents balanceCents paidOn method\n    payments { amountCents } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyFee($id: ID!) { event(id: $id) { fees { pigeonFeeCents breederFeeCents }\n  myFee { pigeonCount dueCents paidCents balanceCents paidOn method email } } }"): (typeof documents)["query MyFee($id: ID!) { event(id: $id) { fees { pigeonFeeCents breederFeeCents }\n  myFee { pigeonCount dueCents paidCents balanceCents paidOn method email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeesMyFees { myFees { eventId eventTitle dueCents balanceCents } }"): (typeof documents)["query FeesMyFees { myFees { eventId eventTitle dueCents balanceCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Record($eventId: ID!, $breederId: ID!, $amountCents: Int!, $paidOn: String!,\n  $method: PaymentMethod!, $note: String) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: $paidOn,\n    method: $method, note: $note) {\n    breeder { id } dueCents paidCents balanceCents paidOn method\n    payments { amountCents paidOn method note } payTo { accountHolder iban reference amountCents } } }"): (typeof documents)["mutation Record($eventId: ID!, $breederId: ID!, $amountCents: Int!, $paidOn: String!,\n  $method: PaymentMethod!, $note: String) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: $paidOn,\n    method: $method, note: $note) {\n    breeder { id } dueCents paidCents balanceCents paidOn method\n    payments { amountCents paidOn method note } payTo { accountHolder iban reference amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPayTo($id: ID!) { event(id: $id) {\n  myFee { balanceCents payTo { accountHolder iban reference amountCents } } } }"): (typeof documents)["query MyPayTo($id: ID!) { event(id: $id) {\n  myFee { balanceCents payTo { accountHolder iban reference amountCents } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FeesUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id } }"): (typeof documents)["mutation FeesUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForeignRingsCreatePigeon($input: PigeonInput!) {\n  createPigeon(input: $input) { id ringNumber association ringYear serial } }"): (typeof documents)["mutation ForeignRingsCreatePigeon($input: PigeonInput!) {\n  createPigeon(input: $input) { id ringNumber association ringYear serial } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ForeignRingsMyPigeons { myPigeons { id ringNumber flightResults { date releaseLocation distanceKm } } }"): (typeof documents)["query ForeignRingsMyPigeons { myPigeons { id ringNumber flightResults { date releaseLocation distanceKm } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForeignRingsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected files { problems { line field code } } } }"): (typeof documents)["mutation ForeignRingsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected files { problems { line field code } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) {\n    dryRun added unchanged rejected problemCount\n    files {\n      name format encoding delimiter rows added unchanged rejected problemCount\n      columns { header field }\n      preview { line cells }\n      problems { file line field code params { limit otherLine firstLine example participants dateYear } message value }\n    }\n  }\n}"): (typeof documents)["mutation ImportImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) {\n    dryRun added unchanged rejected problemCount\n    files {\n      name format encoding delimiter rows added unchanged rejected problemCount\n      columns { header field }\n      preview { line cells }\n      problems { file line field code params { limit otherLine firstLine example participants dateYear } message value }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportMyPigeons { myPigeons { ringNumber prizes classification { code } flightResults { date distanceKm } } }"): (typeof documents)["query ImportMyPigeons { myPigeons { ringNumber prizes classification { code } flightResults { date distanceKm } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportLimitsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected problemCount files { problems { message } } } }"): (typeof documents)["mutation ImportLimitsImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n  importFlightData(files: $files, dryRun: $dryRun) { added rejected problemCount files { problems { message } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImportLimitsHealth { health }"): (typeof documents)["query ImportLimitsHealth { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InputEdgesLoginClient($e: String!) { loginClient(email: $e, password: \"x\") { token } }"): (typeof documents)["query InputEdgesLoginClient($e: String!) { loginClient(email: $e, password: \"x\") { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InputEdgesClients($s: String) { clients(search: $s) { id } }"): (typeof documents)["query InputEdgesClients($s: String) { clients(search: $s) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgeStatisticsCorrect($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) { oldTotal newTotal } }"): (typeof documents)["mutation JudgeStatisticsCorrect($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) { oldTotal newTotal } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgeStatisticsOf($eventId: ID!) { judgeStatistics(eventId: $eventId) {\n  eventId\n  judges { judge { id shownName } classes ratings skips meanTotal spread deviation tendency }\n  outliers { cageId cageNumber classCode judge { id } total classMean classSpread } } }"): (typeof documents)["query JudgeStatisticsOf($eventId: ID!) { judgeStatistics(eventId: $eventId) {\n  eventId\n  judges { judge { id shownName } classes ratings skips meanTotal spread deviation tendency }\n  outliers { cageId cageNumber classCode judge { id } total classMean classSpread } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation JudgingAssignJudges($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }"): (typeof documents)["mutation JudgingUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingAssignJudges2($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation JudgingAssignJudges2($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingAssignJudges3($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation JudgingAssignJudges3($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingSetClientRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }"): (typeof documents)["mutation JudgingSetClientRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingEvent3($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }"): (typeof documents)["query JudgingEvent3($id: ID!) { event(id: $id) { classes { code exhibitorIds } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingAssignJudges4($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation JudgingAssignJudges4($e: ID!, $a: [JudgeAssignmentInput!]!) { assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingEvent($id: ID!) { event(id: $id) { ownPigeonJudgements { cageNumber classCode judge { id } } } }"): (typeof documents)["query JudgingEvent($id: ID!) { event(id: $id) { ownPigeonJudgements { cageNumber classCode judge { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingSetClientRole2($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }"): (typeof documents)["mutation JudgingSetClientRole2($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingJudgeCage($e: ID!, $c: ID!) { judgeCage(eventId: $e, cageId: $c) { id cageNumber ownPigeon judgement { opId } } }"): (typeof documents)["query JudgingJudgeCage($e: ID!, $c: ID!) { judgeCage(eventId: $e, cageId: $c) { id cageNumber ownPigeon judgement { opId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgingEvent2($id: ID!) { event(id: $id) { judgingProgress { judged } } }"): (typeof documents)["query JudgingEvent2($id: ID!) { event(id: $id) { judgingProgress { judged } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingClocksSubmit($ops: [JudgingOpInput!]!) {\n  submitJudgingOps(ops: $ops) {\n    opId outcome code receivedAt cage { judgement { opId orderTime total } } } }"): (typeof documents)["mutation JudgingClocksSubmit($ops: [JudgingOpInput!]!) {\n  submitJudgingOps(ops: $ops) {\n    opId outcome code receivedAt cage { judgement { opId orderTime total } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JudgingClocksAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation JudgingClocksAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DevicesReport($report: JudgingDeviceReport!) {\n  reportJudgingDevice(report: $report) }"): (typeof documents)["mutation DevicesReport($report: JudgingDeviceReport!) {\n  reportJudgingDevice(report: $report) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesOfEvent($eventId: ID!) { judgingDevices(eventId: $eventId) {\n  deviceId judge { id shownName } name appVersion lastSeenAt pendingCount oldestPendingAt readyForOffline\n  storagePersisted batteryLevel charging stale } }"): (typeof documents)["query DevicesOfEvent($eventId: ID!) { judgingDevices(eventId: $eventId) {\n  deviceId judge { id shownName } name appVersion lastSeenAt pendingCount oldestPendingAt readyForOffline\n  storagePersisted batteryLevel charging stale } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DevicesSubmit($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) { opId outcome code late { status } } }"): (typeof documents)["mutation DevicesSubmit($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) { opId outcome code late { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DevicesDeleteEvent($id: ID!) { deleteEvent(id: $id) }"): (typeof documents)["mutation DevicesDeleteEvent($id: ID!) { deleteEvent(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LateDecisionsMine($opIds: [ID!]!) {\n  myLateDecisions(opIds: $opIds) { opId status decidedAt cage { ...JudgeCageTestFields } } }"): (typeof documents)["query LateDecisionsMine($opIds: [ID!]!) {\n  myLateDecisions(opIds: $opIds) { opId status decidedAt cage { ...JudgeCageTestFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LateDecisionsAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }"): (typeof documents)["mutation LateDecisionsAssign($e: ID!, $a: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $e, assignments: $a) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LateDecisionsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }"): (typeof documents)["mutation LateDecisionsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LockoutLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }"): (typeof documents)["query LockoutLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Ask($email: String!, $language: Language!) {\n  requestPasswordReset(email: $email, language: $language) { id } }"): (typeof documents)["mutation Ask($email: String!, $language: Language!) {\n  requestPasswordReset(email: $email, language: $language) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id } }"): (typeof documents)["mutation Reset($email: String!, $resetToken: String!, $newPassword: String!) {\n  resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GreetingRegister(\n  $email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!, $salutation: Salutation\n) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language, salutation: $salutation) {\n    client { id } token\n  }\n}"): (typeof documents)["mutation GreetingRegister(\n  $email: String!, $firstName: String!, $lastName: String!, $pwdHash: String!, $language: Language!, $salutation: Salutation\n) {\n  registerClient(email: $email, firstName: $firstName, lastName: $lastName, pwdHash: $pwdHash, language: $language, salutation: $salutation) {\n    client { id } token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GreetingVerify($code: String!) { verifyClient(verificationCode: $code) }"): (typeof documents)["mutation GreetingVerify($code: String!) { verifyClient(verificationCode: $code) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GreetingLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id salutation } token }\n}"): (typeof documents)["query GreetingLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id salutation } token }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GreetingSave(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!, $salutation: Salutation\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic, salutation: $salutation) {\n    id salutation\n  }\n}"): (typeof documents)["mutation GreetingSave(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!, $salutation: Salutation\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic, salutation: $salutation) {\n    id salutation\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GreetingSaveNames(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic) {\n    id salutation\n  }\n}"): (typeof documents)["mutation GreetingSaveNames(\n  $id: Int!, $email: String!, $firstName: String!, $lastName: String!, $emailPublic: Boolean!\n) {\n  saveClient(id: $id, email: $email, firstName: $firstName, lastName: $lastName, emailPublic: $emailPublic) {\n    id salutation\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GreetingRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }"): (typeof documents)["mutation GreetingRequestReset($email: String!, $language: Language!) { requestPasswordReset(email: $email, language: $language) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MainHealth { health }"): (typeof documents)["query MainHealth { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataExport { myData }"): (typeof documents)["query MemberDataExport { myData }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataExportEnglish { myData(language: en) }"): (typeof documents)["query MemberDataExportEnglish { myData(language: en) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataDelete($password: String!) { deleteMyAccount(password: $password) }"): (typeof documents)["mutation MemberDataDelete($password: String!) { deleteMyAccount(password: $password) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataMe { getClientByJWT { id email } }"): (typeof documents)["query MemberDataMe { getClientByJWT { id email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }"): (typeof documents)["query MemberDataLogin($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataRegisterAccount($email: String!, $pwdHash: String!) {\n  registerClient(email: $email, firstName: \"Neu\", lastName: \"Anfang\", pwdHash: $pwdHash, language: de) { client { id } } }"): (typeof documents)["mutation MemberDataRegisterAccount($email: String!, $pwdHash: String!) {\n  registerClient(email: $email, firstName: \"Neu\", lastName: \"Anfang\", pwdHash: $pwdHash, language: de) { client { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataRegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }"): (typeof documents)["mutation MemberDataRegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataClose($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }"): (typeof documents)["mutation MemberDataClose($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataMarkPaid($eventId: ID!, $breederId: ID!, $amountCents: Int!) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: \"2026-01-15\",\n    method: TRANSFER) { balanceCents } }"): (typeof documents)["mutation MemberDataMarkPaid($eventId: ID!, $breederId: ID!, $amountCents: Int!) {\n  recordFeePayment(eventId: $eventId, breederId: $breederId, amountCents: $amountCents, paidOn: \"2026-01-15\",\n    method: TRANSFER) { balanceCents } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MemberDataEnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { outcome code } }"): (typeof documents)["mutation MemberDataEnterCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) { outcome code } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  classes { code entries { ringNumber total place breeder { id shownName } judge { id shownName } } }\n  breeders { breeder { id shownName email } sum }\n  bestBreeders { breeder { id shownName } sum } } }"): (typeof documents)["query MemberDataResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  classes { code entries { ringNumber total place breeder { id shownName } judge { id shownName } } }\n  breeders { breeder { id shownName email } sum }\n  bestBreeders { breeder { id shownName } sum } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataEventCount($id: ID!) { event(id: $id) { registrationCount } }"): (typeof documents)["query MemberDataEventCount($id: ID!) { event(id: $id) { registrationCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataFees($id: ID!) { eventFees(eventId: $id) {\n  breeders { breeder { id shownName } email dueCents paidCents } } }"): (typeof documents)["query MemberDataFees($id: ID!) { eventFees(eventId: $id) {\n  breeders { breeder { id shownName } email dueCents paidCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberDataClients($search: String) { clients(search: $search) { id } }"): (typeof documents)["query MemberDataClients($search: String) { clients(search: $search) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultsState($id: ID!) {\n  event(id: $id) { id status resultsStatus objectionDeadline objectionDays resultsFinalAt endedAt } }"): (typeof documents)["query ResultsState($id: ID!) {\n  event(id: $id) { id status resultsStatus objectionDeadline objectionDays resultsFinalAt endedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n  fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n    id eventId cageId cageNumber ringNumber classCode breeder { id shownName } reason status answer filedAt answeredAt } }"): (typeof documents)["mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n  fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n    id eventId cageId cageNumber ringNumber classCode breeder { id shownName } reason status answer filedAt answeredAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Objections($eventId: ID!) {\n  objections(eventId: $eventId) { id cageId reason status answer breeder { id } } }"): (typeof documents)["query Objections($eventId: ID!) {\n  objections(eventId: $eventId) { id cageId reason status answer breeder { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n  answerObjection(id: $id, upheld: $upheld, answer: $answer) { id status answer answeredAt } }"): (typeof documents)["mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n  answerObjection(id: $id, upheld: $upheld, answer: $answer) { id status answer answeredAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n    id cageId cageNumber oldTotal newTotal reason at } }"): (typeof documents)["mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n  correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n    id cageId cageNumber oldTotal newTotal reason at } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n  finalizeResults(eventId: $eventId, early: $early) { id resultsStatus resultsFinalAt } }"): (typeof documents)["mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n  finalizeResults(eventId: $eventId, early: $early) { id resultsStatus resultsFinalAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CorrectedResults($eventId: ID!) {\n  eventResults(eventId: $eventId) {\n    classList { classes { code entries { cageId total place } } }\n    bestBreeders { breeder { id } sum }\n    corrections { cageId cageNumber oldTotal newTotal reason }\n  } }"): (typeof documents)["query CorrectedResults($eventId: ID!) {\n  eventResults(eventId: $eventId) {\n    classList { classes { code entries { cageId total place } } }\n    bestBreeders { breeder { id } sum }\n    corrections { cageId cageNumber oldTotal newTotal reason }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Enter($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) {\n    opId outcome code field late { status } cage { id ownPigeon judgement { opId total judge { id } } } } }"): (typeof documents)["mutation Enter($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n  enterPaperCards(judgeId: $judgeId, ops: $ops) {\n    opId outcome code field late { status } cage { id ownPigeon judgement { opId total judge { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HistoryTestFields on JudgingHistoryEntry { opId cageId cageNumber classCode ringNumber kind total skipReason note\n  judge { id shownName } enteredBy { id shownName } clientTime receivedAt orderTime current effective\n  lateStatus resolvedBy { id } resolvedAt }"): (typeof documents)["fragment HistoryTestFields on JudgingHistoryEntry { opId cageId cageNumber classCode ringNumber kind total skipReason note\n  judge { id shownName } enteredBy { id shownName } clientTime receivedAt orderTime current effective\n  lateStatus resolvedBy { id } resolvedAt }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query History($eventId: ID!, $cageId: ID!) { cageHistory(eventId: $eventId, cageId: $cageId) { ...HistoryTestFields } }"): (typeof documents)["query History($eventId: ID!, $cageId: ID!) { cageHistory(eventId: $eventId, cageId: $cageId) { ...HistoryTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventHistory($eventId: ID!) { eventJudgingHistory(eventId: $eventId) { ...HistoryTestFields } }"): (typeof documents)["query EventHistory($eventId: ID!) { eventJudgingHistory(eventId: $eventId) { ...HistoryTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PigeonTestFields on Pigeon { id ringNumber association ringYear serial sex color breederId prizes prizeKm\n  classification { code season reason { prizeKm prizes lastYearKm } }\n  flightResults { id date releaseLocation distanceKm ranking participants averageDistanceKm year } }"): (typeof documents)["fragment PigeonTestFields on Pigeon { id ringNumber association ringYear serial sex color breederId prizes prizeKm\n  classification { code season reason { prizeKm prizes lastYearKm } }\n  flightResults { id date releaseLocation distanceKm ranking participants averageDistanceKm year } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PigeonsMyPigeons($season: Int) { myPigeons(season: $season) { ...PigeonTestFields } }"): (typeof documents)["query PigeonsMyPigeons($season: Int) { myPigeons(season: $season) { ...PigeonTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Pigeon($id: ID!, $season: Int) { pigeon(id: $id, season: $season) { ...PigeonTestFields } }"): (typeof documents)["query Pigeon($id: ID!, $season: Int) { pigeon(id: $id, season: $season) { ...PigeonTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PigeonsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { ...PigeonTestFields } }"): (typeof documents)["mutation PigeonsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { ...PigeonTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { ...PigeonTestFields } }"): (typeof documents)["mutation UpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { ...PigeonTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePigeon($id: ID!) { deletePigeon(id: $id) }"): (typeof documents)["mutation DeletePigeon($id: ID!) { deletePigeon(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PigeonsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"): (typeof documents)["query PigeonsDemoLogin($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PigeonsDemoMyPigeons { myPigeons { ringNumber classification { code } } }"): (typeof documents)["query PigeonsDemoMyPigeons { myPigeons { ringNumber classification { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPigeons { myPigeons { id classification { code } } }"): (typeof documents)["query MyPigeons { myPigeons { id classification { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PigeonsRulesCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation PigeonsRulesCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClassificationRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }"): (typeof documents)["query ClassificationRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n  updateClassificationRules(input: $input) { level sex code minKm minPrizes minLastYearKm }\n}"): (typeof documents)["mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n  updateClassificationRules(input: $input) { level sex code minKm minPrizes minLastYearKm }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RateLimiterRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }"): (typeof documents)["mutation RateLimiterRequestReset($email: String!) { requestPasswordReset(email: $email, language: de) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrationsEvent($id: ID!) { event(id: $id) {\n  id status season registrationCount\n  myRegistrations { pigeonId ringNumber sex classCode reason { prizeKm prizes lastYearKm } registeredAt cageNumber } } }"): (typeof documents)["query RegistrationsEvent($id: ID!) { event(id: $id) {\n  id status season registrationCount\n  myRegistrations { pigeonId ringNumber sex classCode reason { prizeKm prizes lastYearKm } registeredAt cageNumber } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegistrationsUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id registrationCount } }"): (typeof documents)["mutation RegistrationsUnregister($eventId: ID!, $pigeonId: ID!) {\n  unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) { id registrationCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegistrationsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation RegistrationsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation I($files: [ImportFileInput!]!) { importFlightData(files: $files, dryRun: false) { added } }"): (typeof documents)["mutation I($files: [ImportFileInput!]!) { importFlightData(files: $files, dryRun: false) { added } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrationsMyPigeons { myPigeons(season: 2026) { ringNumber classification { code } } }"): (typeof documents)["query RegistrationsMyPigeons { myPigeons(season: 2026) { ringNumber classification { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrationsEvent2($id: ID!) { event(id: $id) { registrationDeadline } }"): (typeof documents)["query RegistrationsEvent2($id: ID!) { event(id: $id) { registrationDeadline } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrationsMyPigeons2($season: Int!) { myPigeons(season: $season) { id classification { code } } }"): (typeof documents)["query RegistrationsMyPigeons2($season: Int!) { myPigeons(season: $season) { id classification { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation U($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { status } }"): (typeof documents)["mutation U($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegistrationsStart($id: ID!) { startEvent(id: $id) { status } }"): (typeof documents)["mutation RegistrationsStart($id: ID!) { startEvent(id: $id) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query T($id: ID!) { event(id: $id) { title } }"): (typeof documents)["query T($id: ID!) { event(id: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegistrationsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { id } }"): (typeof documents)["mutation RegistrationsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResultEntryTestFields on ResultEntry { cageId cageNumber ringNumber sex color classCode breeder { id shownName }\n  scores { generalImpression boneStructure back musculature wings } total place prize skipReason note\n  judge { id shownName } flightSummary { prizeKm prizes lastYearKm } }"): (typeof documents)["fragment ResultEntryTestFields on ResultEntry { cageId cageNumber ringNumber sex color classCode breeder { id shownName }\n  scores { generalImpression boneStructure back musculature wings } total place prize skipReason note\n  judge { id shownName } flightSummary { prizeKm prizes lastYearKm } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  event { id title status cageCount creator { id shownName } }\n  classes { code ratedCount prizeCount entries { ...ResultEntryTestFields } }\n  breeders { breeder { id shownName } topTotals sum entries { ...ResultEntryTestFields } }\n  bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak }\n  champion { id shownName } champions { id shownName }\n  bestCocks { ...ResultEntryTestFields } bestHens { ...ResultEntryTestFields } } }"): (typeof documents)["query EventResults($eventId: ID!) { eventResults(eventId: $eventId) {\n  event { id title status cageCount creator { id shownName } }\n  classes { code ratedCount prizeCount entries { ...ResultEntryTestFields } }\n  breeders { breeder { id shownName } topTotals sum entries { ...ResultEntryTestFields } }\n  bestBreeders { rank breeder { id shownName } topTotals sum ranked ratedCount tieBreak }\n  champion { id shownName } champions { id shownName }\n  bestCocks { ...ResultEntryTestFields } bestHens { ...ResultEntryTestFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultEvents($limit: Int) { resultEvents(limit: $limit) {\n  event { id status } champions { id shownName } cageCount ratedCount breederCount } }"): (typeof documents)["query ResultEvents($limit: Int) { resultEvents(limit: $limit) {\n  event { id status } champions { id shownName } cageCount ratedCount breederCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultsEventResults($eventId: ID!) { eventResults(eventId: $eventId) { breeders { breeder { id email } } } }"): (typeof documents)["query ResultsEventResults($eventId: ID!) { eventResults(eventId: $eventId) { breeders { breeder { id email } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultsLate($eventId: ID!) { eventResults(eventId: $eventId) { lateRatings { pending accepted } } }"): (typeof documents)["query ResultsLate($eventId: ID!) { eventResults(eventId: $eventId) { lateRatings { pending accepted } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResultsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }"): (typeof documents)["mutation ResultsUpdatePigeon($id: ID!, $input: PigeonInput!) { updatePigeon(id: $id, input: $input) { color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultsMyRegistrationColor($id: ID!) { event(id: $id) { myRegistrations { ringNumber color } } }"): (typeof documents)["query ResultsMyRegistrationColor($id: ID!) { event(id: $id) { myRegistrations { ringNumber color } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query N($eventId: ID!) { eventResults(eventId: $eventId) { bestBreeders { breeder { shownName } } } }"): (typeof documents)["query N($eventId: ID!) { eventResults(eventId: $eventId) { bestBreeders { breeder { shownName } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResultsRenameGuest($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"gast\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }"): (typeof documents)["mutation ResultsRenameGuest($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"gast\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResultsRenameBack($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"other\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }"): (typeof documents)["mutation ResultsRenameBack($id: Int!, $phone: String) { saveClient(id: $id, email: \"other@example.org\", firstName: \"Breeder\", lastName: \"other\", emailPublic: false, phoneNumber: $phone, website: \"https://example.org/schlag\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultsDemoResultEvents { resultEvents { event { id title } champions { shownName } cageCount ratedCount breederCount } }"): (typeof documents)["query ResultsDemoResultEvents { resultEvents { event { id title } champions { shownName } cageCount ratedCount breederCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultsDemoEventResults($id: ID!) { eventResults(eventId: $id) {\n  classes { code entries { cageNumber total place prize skipReason scores { generalImpression boneStructure back musculature wings } judge { shownName } } }\n  bestBreeders { rank breeder { shownName } sum topTotals tieBreak }\n  breeders { breeder { shownName } }\n  champion { shownName } bestCocks { cageNumber total } bestHens { cageNumber total } } }"): (typeof documents)["query ResultsDemoEventResults($id: ID!) { eventResults(eventId: $id) {\n  classes { code entries { cageNumber total place prize skipReason scores { generalImpression boneStructure back musculature wings } judge { shownName } } }\n  bestBreeders { rank breeder { shownName } sum topTotals tieBreak }\n  breeders { breeder { shownName } }\n  champion { shownName } bestCocks { cageNumber total } bestHens { cageNumber total } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ResultsDemoPages($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n  eventResults(eventId: $eventId) {\n    classList(classCode: $classCode, offset: $offset, limit: $limit) { total offset classes { code entryCount entries { cageNumber } } }\n    cageCards(search: $search, offset: $offset, limit: $limit) { total entries { cageNumber breeder { shownName } } }\n    breederList(search: $search, offset: $offset, limit: $limit) { total offset breeders { breeder { shownName } } }\n  } }"): (typeof documents)["query ResultsDemoPages($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n  eventResults(eventId: $eventId) {\n    classList(classCode: $classCode, offset: $offset, limit: $limit) { total offset classes { code entryCount entries { cageNumber } } }\n    cageCards(search: $search, offset: $offset, limit: $limit) { total entries { cageNumber breeder { shownName } } }\n    breederList(search: $search, offset: $offset, limit: $limit) { total offset breeders { breeder { shownName } } }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Mails($id: ID!) { eventResultsMails(eventId: $id) {\n  sentCount pendingCount failedCount changedCount\n  mails { breeder { id shownName } email state kind sentAt sentCount attempts lastError changed } } }"): (typeof documents)["query Mails($id: ID!) { eventResultsMails(eventId: $id) {\n  sentCount pendingCount failedCount changedCount\n  mails { breeder { id shownName } email state kind sentAt sentCount attempts lastError changed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResultsMailsResend($eventId: ID!, $breederId: ID!) {\n  resendResultsMail(eventId: $eventId, breederId: $breederId) { state kind } }"): (typeof documents)["mutation ResultsMailsResend($eventId: ID!, $breederId: ID!) {\n  resendResultsMail(eventId: $eventId, breederId: $breederId) { state kind } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendFailed($eventId: ID!) {\n  resendFailedResultsMails(eventId: $eventId) { failedCount } }"): (typeof documents)["mutation ResendFailed($eventId: ID!) {\n  resendFailedResultsMails(eventId: $eventId) { failedCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Updated($eventId: ID!) { sendUpdatedResults(eventId: $eventId) {\n  changedCount mails { breeder { id } state kind changed } } }"): (typeof documents)["mutation Updated($eventId: ID!) { sendUpdatedResults(eventId: $eventId) {\n  changedCount mails { breeder { id } state kind changed } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClaimsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation ClaimsCreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClaimsFile($ringNumber: String!, $message: String) {\n  fileRingClaim(ringNumber: $ringNumber, message: $message) {\n    id ringNumber status message reason claimant { id shownName } claimantEmail holder { id } holderEmail } }"): (typeof documents)["mutation ClaimsFile($ringNumber: String!, $message: String) {\n  fileRingClaim(ringNumber: $ringNumber, message: $message) {\n    id ringNumber status message reason claimant { id shownName } claimantEmail holder { id } holderEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClaimsMine { myRingClaims { id ringNumber status reason resolvedAt holder { id } } }"): (typeof documents)["query ClaimsMine { myRingClaims { id ringNumber status reason resolvedAt holder { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClaimsOffice($status: RingClaimStatus) { ringClaims(status: $status) {\n  id ringNumber status message claimant { id shownName } claimantEmail holder { id shownName } holderEmail } }"): (typeof documents)["query ClaimsOffice($status: RingClaimStatus) { ringClaims(status: $status) {\n  id ringNumber status message claimant { id shownName } claimantEmail holder { id shownName } holderEmail } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClaimsTransfer($id: ID!, $note: String) {\n  transferRingClaim(id: $id, note: $note) { id status reason resolvedAt } }"): (typeof documents)["mutation ClaimsTransfer($id: ID!, $note: String) {\n  transferRingClaim(id: $id, note: $note) { id status reason resolvedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClaimsReject($id: ID!, $reason: String!) {\n  rejectRingClaim(id: $id, reason: $reason) { id status reason resolvedAt } }"): (typeof documents)["mutation ClaimsReject($id: ID!, $reason: String!) {\n  rejectRingClaim(id: $id, reason: $reason) { id status reason resolvedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClaimsMyPigeons { myPigeons { id ringNumber flightResults { id } } }"): (typeof documents)["query ClaimsMyPigeons { myPigeons { id ringNumber flightResults { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ClaimsRegistrations($id: ID!) { event(id: $id) { registrationCount } }"): (typeof documents)["query ClaimsRegistrations($id: ID!) { event(id: $id) { registrationCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RolesClients($search: String) { clients(search: $search) { id email role } }"): (typeof documents)["query RolesClients($search: String) { clients(search: $search) { id email role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id role } }"): (typeof documents)["mutation SetRole($id: Int!, $role: Role!) { setClientRole(id: $id, role: $role) { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RolesGetClientByJWT { getClientByJWT { role } }"): (typeof documents)["query RolesGetClientByJWT { getClientByJWT { role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeasonChampionship($season: Int!, $bestOf: Int) {\n  seasonChampionship(season: $season, bestOf: $bestOf) { rank breeder { id shownName } points shows countedShows } }"): (typeof documents)["query SeasonChampionship($season: Int!, $bestOf: Int) {\n  seasonChampionship(season: $season, bestOf: $bestOf) { rank breeder { id shownName } points shows countedShows } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeasonFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id resultsStatus } }"): (typeof documents)["mutation SeasonFinalize($id: ID!) { finalizeResults(eventId: $id, early: true) { id resultsStatus } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeasonShows($season: Int!) {\n  seasonShows(season: $season) { event { id } cageCount ratedCount breederCount } }"): (typeof documents)["query SeasonShows($season: Int!) {\n  seasonShows(season: $season) { event { id } cageCount ratedCount breederCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerHealth { health }"): (typeof documents)["query ServerHealth { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerEvents { events { id } }"): (typeof documents)["query ServerEvents { events { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerGetClientByJWT { getClientByJWT { email } }"): (typeof documents)["query ServerGetClientByJWT { getClientByJWT { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerHealth2 { health }"): (typeof documents)["query ServerHealth2 { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerRenderingResultEvents { resultEvents { event { id } cageCount } }"): (typeof documents)["query ServerRenderingResultEvents { resultEvents { event { id } cageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServerTimeHealth { health }"): (typeof documents)["query ServerTimeHealth { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsLogout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }"): (typeof documents)["mutation SessionSocketsLogout($everywhere: Boolean) { logoutClient(everywhere: $everywhere) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SessionSocketsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }"): (typeof documents)["mutation SessionSocketsSetRole($id: Int!, $role: Role!) {\n  setClientRole(id: $id, role: $role) { id role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query L($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token client { id } } }"): (typeof documents)["query L($email: String!, $password: String!) { loginClient(email: $email, password: $password) { token client { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesHealth { health }"): (typeof documents)["query SeveralProcessesHealth { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesGetClientByJWT { getClientByJWT { email } }"): (typeof documents)["query SeveralProcessesGetClientByJWT { getClientByJWT { email } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesEvents { events(limit: 20) { id status } }"): (typeof documents)["query SeveralProcessesEvents { events(limit: 20) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E($id: ID!) { event(id: $id) { classes { code judges { id } } } }"): (typeof documents)["query E($id: ID!) { event(id: $id) { classes { code judges { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation J($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) { assignJudges(eventId: $eventId, assignments: $assignments) { id } }"): (typeof documents)["mutation J($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) { assignJudges(eventId: $eventId, assignments: $assignments) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesResultEvents { resultEvents { event { id } } }"): (typeof documents)["query SeveralProcessesResultEvents { resultEvents { event { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesBreeders($id: ID!) { eventResults(eventId: $id) { breeders { breeder { shownName } } } }"): (typeof documents)["query SeveralProcessesBreeders($id: ID!) { eventResults(eventId: $id) { breeders { breeder { shownName } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesGetClientByJWT2 { getClientByJWT { firstName lastName emailPublic } }"): (typeof documents)["query SeveralProcessesGetClientByJWT2 { getClientByJWT { firstName lastName emailPublic } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeveralProcessesRename($id: Int!, $firstName: String!) { saveClient(id: $id, email: \"zuechter@example.org\", firstName: $firstName, lastName: \"Neumann-Zimmermann\", emailPublic: false) { id } }"): (typeof documents)["mutation SeveralProcessesRename($id: Int!, $firstName: String!) { saveClient(id: $id, email: \"zuechter@example.org\", firstName: $firstName, lastName: \"Neumann-Zimmermann\", emailPublic: false) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }"): (typeof documents)["query SeveralProcessesRules { classificationRules { level sex code minKm minPrizes minLastYearKm } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeveralProcessesUpdateRules($input: [ClassificationRuleInput!]!) { updateClassificationRules(input: $input) { code } }"): (typeof documents)["mutation SeveralProcessesUpdateRules($input: [ClassificationRuleInput!]!) { updateClassificationRules(input: $input) { code } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesHealth2 { health }"): (typeof documents)["query SeveralProcessesHealth2 { health }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesJudgeEvents { judgeEvents { event { id status } } }"): (typeof documents)["query SeveralProcessesJudgeEvents { judgeEvents { event { id status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesOwnPigeons($eventId: ID!) { judgeCages(eventId: $eventId) { id ownPigeon } }"): (typeof documents)["query SeveralProcessesOwnPigeons($eventId: ID!) { judgeCages(eventId: $eventId) { id ownPigeon } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SeveralProcessesSubmit($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { opId outcome code } }"): (typeof documents)["mutation SeveralProcessesSubmit($ops: [JudgingOpInput!]!) { submitJudgingOps(ops: $ops) { opId outcome code } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SeveralProcessesJudgements($eventId: ID!) { judgeCages(eventId: $eventId) { id judgement { total } } }"): (typeof documents)["query SeveralProcessesJudgements($eventId: ID!) { judgeCages(eventId: $eventId) { id judgement { total } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Login($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id } token }\n}"): (typeof documents)["query Login($email: String!, $password: String!) {\n  loginClient(email: $email, password: $password) { client { id } token }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"): (typeof documents)["mutation CreatePigeon($input: PigeonInput!) { createPigeon(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateEvent($input: EventInput!) { createEvent(input: $input) { id status } }"): (typeof documents)["mutation CreateEvent($input: EventInput!) { createEvent(input: $input) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id status } }"): (typeof documents)["mutation UpdateEvent($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id registrationCount } }"): (typeof documents)["mutation Register($eventId: ID!, $pigeonIds: [ID!]!) {\n  registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) { id registrationCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $eventId, assignments: $assignments) { id classes { code judges { id shownName } } } }"): (typeof documents)["mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n  assignJudges(eventId: $eventId, assignments: $assignments) { id classes { code judges { id shownName } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignCages($eventId: ID!, $force: Boolean) {\n  assignCages(eventId: $eventId, force: $force) { id cageCount } }"): (typeof documents)["mutation AssignCages($eventId: ID!, $force: Boolean) {\n  assignCages(eventId: $eventId, force: $force) { id cageCount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartEvent($id: ID!) { startEvent(id: $id) { id status } }"): (typeof documents)["mutation StartEvent($id: ID!) { startEvent(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndEvent($id: ID!) { endEvent(id: $id) { id status unjudgedCages { cageNumber } } }"): (typeof documents)["mutation EndEvent($id: ID!) { endEvent(id: $id) { id status unjudgedCages { cageNumber } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventCages($eventId: ID!) {\n  eventCages(eventId: $eventId) { id cageNumber ringNumber classCode manuallySet } }"): (typeof documents)["query EventCages($eventId: ID!) {\n  eventCages(eventId: $eventId) { id cageNumber ringNumber classCode manuallySet } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JudgementTestFields on Judgement { opId kind scores { generalImpression boneStructure back musculature wings }\n  total skipReason note clientTime orderTime judge { id shownName } }"): (typeof documents)["fragment JudgementTestFields on Judgement { opId kind scores { generalImpression boneStructure back musculature wings }\n  total skipReason note clientTime orderTime judge { id shownName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JudgeCageTestFields on JudgeCage { id eventId cageNumber classCode ringNumber sex color\n  flightSummary { prizeKm prizes lastYearKm } ownPigeon judgement { ...JudgementTestFields } }"): (typeof documents)["fragment JudgeCageTestFields on JudgeCage { id eventId cageNumber classCode ringNumber sex color\n  flightSummary { prizeKm prizes lastYearKm } ownPigeon judgement { ...JudgementTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Submit($ops: [JudgingOpInput!]!, $madeBy: ID) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy) {\n    opId outcome code message field receivedAt late { status decidedAt } cage { ...JudgeCageTestFields } } }"): (typeof documents)["mutation Submit($ops: [JudgingOpInput!]!, $madeBy: ID) {\n  submitJudgingOps(ops: $ops, madeBy: $madeBy) {\n    opId outcome code message field receivedAt late { status decidedAt } cage { ...JudgeCageTestFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JudgeCages($eventId: ID!) { judgeCages(eventId: $eventId) { ...JudgeCageTestFields } }"): (typeof documents)["query JudgeCages($eventId: ID!) { judgeCages(eventId: $eventId) { ...JudgeCageTestFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Late($eventId: ID!) { lateJudgingOps(eventId: $eventId) {\n  opId cageId cageNumber kind total skipReason status clientTime receivedAt judge { id shownName } } }"): (typeof documents)["query Late($eventId: ID!) { lateJudgingOps(eventId: $eventId) {\n  opId cageId cageNumber kind total skipReason status clientTime receivedAt judge { id shownName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Resolve($opId: ID!, $accept: Boolean!) {\n  resolveLateJudgingOp(opId: $opId, accept: $accept) { opId status } }"): (typeof documents)["mutation Resolve($opId: ID!, $accept: Boolean!) {\n  resolveLateJudgingOp(opId: $opId, accept: $accept) { opId status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DrainerSubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID) { submitJudgingOps(ops: $ops, madeBy: $madeBy) { opId } }"): (typeof documents)["mutation DrainerSubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID) { submitJudgingOps(ops: $ops, madeBy: $madeBy) { opId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RuntimeJudgingDevices($eventId: ID!) {\n    judgingDevices(eventId: $eventId) {\n      judge {\n        id\n      }\n      appVersion\n      pendingCount\n      oldestPendingAt\n    }\n  }\n"): (typeof documents)["\n  query RuntimeJudgingDevices($eventId: ID!) {\n    judgingDevices(eventId: $eventId) {\n      judge {\n        id\n      }\n      appVersion\n      pendingCount\n      oldestPendingAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;