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
    "\n  query ClientsSearch($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n": typeof types.ClientsSearchDocument,
    "\n  mutation SetClientRole($id: Int!, $role: Role!) {\n    setClientRole(id: $id, role: $role) {\n      ...ClientRoleFields\n    }\n  }\n": typeof types.SetClientRoleDocument,
    "\n  query LoginClient($email: String!, $password: String!) {\n    loginClient(email: $email, password: $password) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n": typeof types.LoginClientDocument,
    "\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n    $salutation: Salutation\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n      salutation: $salutation\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n": typeof types.RegisterClientDocument,
    "\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResendVerification($email: String!, $language: Language!) {\n    resendVerification(email: $email, language: $language)\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation ResetPassword($email: String!, $resetToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) {\n      id\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyClient($verificationCode: String!) {\n    verifyClient(verificationCode: $verificationCode)\n  }\n": typeof types.VerifyClientDocument,
    "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n": typeof types.AdminEventDocument,
    "\n  fragment AdminEventFields on Event {\n    ...EventInfoFields\n    ratingScheme {\n      ...RatingSchemeFields\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    objectionDays\n  }\n": typeof types.AdminEventFieldsFragmentDoc,
    "\n  query CatalogueChecks($id: ID!) {\n    event(id: $id) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n": typeof types.CatalogueChecksDocument,
    "\n  query EventJudges($id: ID!) {\n    event(id: $id) {\n      ...EventHeadingFields\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n": typeof types.EventJudgesDocument,
    "\n  query JudgeCandidates($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n": typeof types.JudgeCandidatesDocument,
    "\n  mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n    assignJudges(eventId: $eventId, assignments: $assignments) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n": typeof types.AssignJudgesDocument,
    "\n  query AdminCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      registrationCount\n      cageCount\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n": typeof types.AdminCagesDocument,
    "\n  mutation AssignCages($eventId: ID!, $force: Boolean) {\n    assignCages(eventId: $eventId, force: $force) {\n      id\n      cageCount\n    }\n  }\n": typeof types.AssignCagesDocument,
    "\n  mutation SetCageNumber($cageId: ID!, $cageNumber: Int!) {\n    setCageNumber(cageId: $cageId, cageNumber: $cageNumber) {\n      ...EventCageFields\n    }\n  }\n": typeof types.SetCageNumberDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!, $confirmTitle: String) {\n    deleteEvent(id: $id, confirmTitle: $confirmTitle)\n  }\n": typeof types.DeleteEventDocument,
    "\n  mutation StartEvent($id: ID!) {\n    startEvent(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.StartEventDocument,
    "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.EndEventDocument,
    "\n  query UnjudgedCages($id: ID!) {\n    event(id: $id) {\n      id\n      unjudgedCages {\n        id\n        cageNumber\n        ringNumber\n      }\n      ownPigeonJudgements {\n        cageId\n        cageNumber\n        judge {\n          id\n          shownName\n        }\n      }\n    }\n  }\n": typeof types.UnjudgedCagesDocument,
    "\n  query EventOverview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n    eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      events {\n        event {\n          id\n          title\n          status\n          resultsStatus\n          objectionDeadline\n          eventStart\n          location {\n            city\n          }\n        }\n        breederCount\n        pigeonCount\n        cageCount\n        judgedCount\n        classesWithoutJudge\n        pendingLateRatings\n        openObjections\n      }\n    }\n  }\n": typeof types.EventOverviewDocument,
    "\n  query JudgeStatistics($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgeStatistics(eventId: $eventId) {\n      eventId\n      judges {\n        judge {\n          id\n          shownName\n        }\n        classes\n        ratings\n        skips\n        meanTotal\n        spread\n        deviation\n        tendency\n      }\n      outliers {\n        cageId\n        cageNumber\n        classCode\n        judge {\n          id\n          shownName\n        }\n        total\n        classMean\n        classSpread\n      }\n    }\n  }\n": typeof types.JudgeStatisticsDocument,
    "\n  query JudgingDevices($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgingDevices(eventId: $eventId) {\n      deviceId\n      judge {\n        id\n        shownName\n      }\n      name\n      appVersion\n      lastSeenAt\n      pendingCount\n      oldestPendingAt\n      readyForOffline\n      storagePersisted\n      batteryLevel\n      charging\n      stale\n    }\n  }\n": typeof types.JudgingDevicesDocument,
    "\n  query LateJudgingOps($eventId: ID!) {\n    lateJudgingOps(eventId: $eventId) {\n      opId\n      cageId\n      cageNumber\n      classCode\n      ringNumber\n      kind\n      total\n      skipReason\n      note\n      status\n      clientTime\n      receivedAt\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n": typeof types.LateJudgingOpsDocument,
    "\n  mutation ResolveLateJudgingOp($opId: ID!, $accept: Boolean!) {\n    resolveLateJudgingOp(opId: $opId, accept: $accept) {\n      opId\n      status\n    }\n  }\n": typeof types.ResolveLateJudgingOpDocument,
    "\n  query EventCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n": typeof types.EventCagesDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    endedAt\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n": typeof types.EventChangedDocument,
    "\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n": typeof types.EventDetailDocument,
    "\n  fragment EventDetailFields on Event {\n    ...EventInfoFields\n    season\n    resultsStatus\n    objectionDeadline\n    registrationCount\n    cageCount\n    creator {\n      id\n      shownName\n    }\n    classes {\n      ...EventClassFields\n    }\n    myRegistrations {\n      id\n      pigeonId\n      ringNumber\n      sex\n      color\n      classCode\n      reason {\n        ...ClassificationReasonFields\n      }\n      cageNumber\n      cageId\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    myFee {\n      pigeonCount\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n": typeof types.EventDetailFieldsFragmentDoc,
    "\n  query EventPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonClassFields\n    }\n  }\n": typeof types.EventPigeonsDocument,
    "\n  query EventsList($upcomingOnly: Boolean, $limit: Int, $after: ID) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit, after: $after) {\n      id\n      ...EventCardFields\n    }\n  }\n": typeof types.EventsListDocument,
    "\n  subscription JudgingProgress($eventId: ID!) {\n    judgingProgress(eventId: $eventId) {\n      eventId\n      judged\n      total\n      classes {\n        code\n        judged\n        total\n      }\n    }\n  }\n": typeof types.JudgingProgressDocument,
    "\n  mutation RegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n    registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) {\n      id\n      ...EventDetailFields\n    }\n  }\n": typeof types.RegisterPigeonsDocument,
    "\n  mutation UnregisterPigeon($eventId: ID!, $pigeonId: ID!) {\n    unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) {\n      id\n      ...EventDetailFields\n    }\n  }\n": typeof types.UnregisterPigeonDocument,
    "\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          params {\n            limit\n            otherLine\n            firstLine\n            example\n            participants\n            dateYear\n          }\n          message\n          value\n        }\n      }\n    }\n  }\n": typeof types.ImportFlightDataDocument,
    "\n  query EventAuditTrail(\n    $eventId: ID!\n    $cageNumber: Int\n    $judgeId: ID\n    $kind: AuditEntryKind\n    $offset: Int\n    $limit: Int\n  ) {\n    eventAuditTrail(\n      eventId: $eventId\n      cageNumber: $cageNumber\n      judgeId: $judgeId\n      kind: $kind\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      judges {\n        id\n        shownName\n      }\n      entries {\n        id\n        kind\n        at\n        by {\n          id\n          shownName\n        }\n        judge {\n          id\n          shownName\n        }\n        cageNumber\n        ringNumber\n        classCode\n        oldValue {\n          total\n          skipReason\n        }\n        newValue {\n          total\n          skipReason\n        }\n        reason\n      }\n    }\n  }\n": typeof types.EventAuditTrailDocument,
    "\n  query CageScores($eventId: ID!, $search: String!) {\n    eventResults(eventId: $eventId) {\n      cageCards(search: $search) {\n        entries {\n          cageId\n          cageNumber\n          total\n          scores {\n            generalImpression\n            boneStructure\n            back\n            musculature\n            wings\n          }\n        }\n      }\n    }\n  }\n": typeof types.CageScoresDocument,
    "\n  mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n    correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n      id\n      cageNumber\n      oldTotal\n      newTotal\n    }\n  }\n": typeof types.CorrectJudgementDocument,
    "\n  query JudgeCage($eventId: ID!, $cageId: ID!) {\n    judgeCage(eventId: $eventId, cageId: $cageId) {\n      ...JudgeCageFields\n    }\n  }\n": typeof types.JudgeCageDocument,
    "\n  query JudgeCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    judgeCages(eventId: $eventId) {\n      ...JudgeCageFields\n    }\n  }\n": typeof types.JudgeCagesDocument,
    "\n  subscription JudgeEventStatus($id: ID!) {\n    eventChanged(id: $id, current: true) {\n      id\n      status\n    }\n  }\n": typeof types.JudgeEventStatusDocument,
    "\n  query JudgeEvents {\n    judgeEvents {\n      classCodes\n      event {\n        ...EventSummaryFields\n      }\n    }\n  }\n": typeof types.JudgeEventsDocument,
    "\n  query PaperCardEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n": typeof types.PaperCardEventDocument,
    "\n  mutation EnterPaperCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n    enterPaperCards(judgeId: $judgeId, ops: $ops) {\n      opId\n      outcome\n      code\n      message\n      field\n      late {\n        status\n      }\n    }\n  }\n": typeof types.EnterPaperCardsDocument,
    "\n  fragment JudgingHistoryFields on JudgingHistoryEntry {\n    opId\n    cageId\n    cageNumber\n    classCode\n    ringNumber\n    kind\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    skipReason\n    note\n    correctionReason\n    judge {\n      id\n      shownName\n    }\n    enteredBy {\n      id\n      shownName\n    }\n    clientTime\n    receivedAt\n    current\n    effective\n    lateStatus\n    resolvedBy {\n      id\n      shownName\n    }\n    resolvedAt\n  }\n": typeof types.JudgingHistoryFieldsFragmentDoc,
    "\n  query CageHistory($eventId: ID!, $cageId: ID!) {\n    cageHistory(eventId: $eventId, cageId: $cageId) {\n      ...JudgingHistoryFields\n    }\n  }\n": typeof types.CageHistoryDocument,
    "\n  query EventJudgingHistory($eventId: ID!) {\n    eventJudgingHistory(eventId: $eventId) {\n      ...JudgingHistoryFields\n    }\n  }\n": typeof types.EventJudgingHistoryDocument,
    "\n  query MyObjections($eventId: ID!) {\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n  }\n": typeof types.MyObjectionsDocument,
    "\n  mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n    fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n      ...ObjectionFields\n    }\n  }\n": typeof types.FileObjectionDocument,
    "\n  query ResultsReview($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      resultsStatus\n      objectionDeadline\n      objectionDays\n      resultsFinalAt\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n": typeof types.ResultsReviewDocument,
    "\n  fragment ObjectionFields on Objection {\n    id\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    reason\n    status\n    answer\n    filedAt\n    answeredAt\n  }\n": typeof types.ObjectionFieldsFragmentDoc,
    "\n  query ResultsReviewCorrections($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n": typeof types.ResultsReviewCorrectionsDocument,
    "\n  mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n    answerObjection(id: $id, upheld: $upheld, answer: $answer) {\n      ...ObjectionFields\n    }\n  }\n": typeof types.AnswerObjectionDocument,
    "\n  mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n    finalizeResults(eventId: $eventId, early: $early) {\n      id\n      resultsStatus\n      resultsFinalAt\n    }\n  }\n": typeof types.FinalizeResultsDocument,
    "\n  fragment ClassificationRuleFields on ClassificationRule {\n    level\n    sex\n    code\n    minKm\n    minPrizes\n    minLastYearKm\n  }\n": typeof types.ClassificationRuleFieldsFragmentDoc,
    "\n  query ClassificationRules {\n    classificationRules {\n      ...ClassificationRuleFields\n    }\n  }\n": typeof types.ClassificationRulesDocument,
    "\n  mutation CreatePigeon($input: PigeonInput!) {\n    createPigeon(input: $input) {\n      ...PigeonListFields\n    }\n  }\n": typeof types.CreatePigeonDocument,
    "\n  mutation DeletePigeon($id: ID!) {\n    deletePigeon(id: $id)\n  }\n": typeof types.DeletePigeonDocument,
    "\n  query MyPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonListFields\n    }\n  }\n": typeof types.MyPigeonsDocument,
    "\n  query PigeonFlightResults($id: ID!, $season: Int) {\n    pigeon(id: $id, season: $season) {\n      ...PigeonListFields\n      flightResults {\n        id\n        date\n        releaseLocation\n        distanceKm\n        ranking\n        participants\n        averageDistanceKm\n        year\n      }\n    }\n  }\n": typeof types.PigeonFlightResultsDocument,
    "\n  fragment PigeonListFields on Pigeon {\n    ...PigeonClassFields\n    association\n    ringYear\n    serial\n    prizes\n    prizeKm\n  }\n": typeof types.PigeonListFieldsFragmentDoc,
    "\n  fragment RingClaimFields on RingClaim {\n    id\n    ringNumber\n    status\n    message\n    reason\n    createdAt\n    resolvedAt\n    claimant {\n      id\n      shownName\n    }\n    claimantEmail\n    holder {\n      id\n      shownName\n    }\n    holderEmail\n  }\n": typeof types.RingClaimFieldsFragmentDoc,
    "\n  mutation FileRingClaim($ringNumber: String!, $message: String) {\n    fileRingClaim(ringNumber: $ringNumber, message: $message) {\n      ...RingClaimFields\n    }\n  }\n": typeof types.FileRingClaimDocument,
    "\n  query MyRingClaims {\n    myRingClaims {\n      ...RingClaimFields\n    }\n  }\n": typeof types.MyRingClaimsDocument,
    "\n  query RingClaims {\n    ringClaims {\n      ...RingClaimFields\n    }\n  }\n": typeof types.RingClaimsDocument,
    "\n  mutation TransferRingClaim($id: ID!, $note: String) {\n    transferRingClaim(id: $id, note: $note) {\n      ...RingClaimFields\n    }\n  }\n": typeof types.TransferRingClaimDocument,
    "\n  mutation RejectRingClaim($id: ID!, $reason: String!) {\n    rejectRingClaim(id: $id, reason: $reason) {\n      ...RingClaimFields\n    }\n  }\n": typeof types.RejectRingClaimDocument,
    "\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      ...ClassificationRuleFields\n    }\n  }\n": typeof types.UpdateClassificationRulesDocument,
    "\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n": typeof types.UpdatePigeonDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $language: Language) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ResendEmailChange($language: Language) {\n    resendEmailChange(language: $language) {\n      ...SessionClientFields\n    }\n  }\n": typeof types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      ...SessionClientFields\n    }\n  }\n": typeof types.CancelEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query MyData($language: Language) {\n    myData(language: $language)\n  }\n": typeof types.MyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n    $language: Language\n    $currentPassword: String\n    $salutation: Salutation\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n      language: $language\n      currentPassword: $currentPassword\n      salutation: $salutation\n    ) {\n      ...SessionClientFields\n    }\n  }\n": typeof types.SaveClientDocument,
    "\n  fragment BestEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    total\n  }\n": typeof types.BestEntryFieldsFragmentDoc,
    "\n  query ResultBestBreeders($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n        ranked\n        ratedCount\n        tieBreak\n      }\n    }\n  }\n": typeof types.ResultBestBreedersDocument,
    "\n  query ResultBreeders($eventId: ID!, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      breederList(search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        breeders {\n          breeder {\n            id\n            shownName\n            email\n          }\n          topTotals\n          sum\n          entries {\n            cageId\n            cageNumber\n            ringNumber\n            classCode\n            total\n            place\n            prize\n            skipReason\n          }\n        }\n      }\n    }\n  }\n": typeof types.ResultBreedersDocument,
    "\n  query ResultCards($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      cageCards(classCode: $classCode, search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        entries {\n          ...ResultEntryFields\n        }\n      }\n    }\n  }\n": typeof types.ResultCardsDocument,
    "\n  query ResultClasses($eventId: ID!, $classCode: PigeonClass, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      classList(classCode: $classCode, offset: $offset, limit: $limit) {\n        total\n        offset\n        classes {\n          code\n          ratedCount\n          prizeCount\n          entryCount\n          entries {\n            ...ResultEntryFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.ResultClassesDocument,
    "\n  fragment ResultEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    sex\n    color\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    place\n    prize\n    skipReason\n    note\n    judge {\n      id\n      shownName\n    }\n    flightSummary {\n      prizeKm\n      prizes\n    }\n  }\n": typeof types.ResultEntryFieldsFragmentDoc,
    "\n  query ResultEvents($limit: Int) {\n    resultEvents(limit: $limit) {\n      event {\n        ...EventSummaryFields\n      }\n      champions {\n        id\n        shownName\n      }\n      cageCount\n      ratedCount\n      breederCount\n    }\n  }\n": typeof types.ResultEventsDocument,
    "\n  fragment ResultFrameFields on EventResults {\n    event {\n      ...EventSummaryFields\n      resultsStatus\n      objectionDeadline\n    }\n    corrections {\n      id\n    }\n    lateRatings {\n      pending\n      accepted\n    }\n  }\n": typeof types.ResultFrameFieldsFragmentDoc,
    "\n  query ResultSeason($season: Int!, $bestOf: Int) {\n    seasonChampionship(season: $season, bestOf: $bestOf) {\n      rank\n      breeder {\n        id\n        shownName\n      }\n      points\n      shows\n      countedShows\n    }\n    seasonShows(season: $season) {\n      event {\n        id\n        title\n        eventStart\n      }\n    }\n  }\n": typeof types.ResultSeasonDocument,
    "\n  query ResultSummary($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      champions {\n        id\n        shownName\n      }\n      bestCocks {\n        ...BestEntryFields\n      }\n      bestHens {\n        ...BestEntryFields\n      }\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n": typeof types.ResultSummaryDocument,
    "\n  query CertificateEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n  }\n": typeof types.CertificateEventDocument,
    "\n  query EventCertificates($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      event {\n        id\n        title\n        eventType\n        eventStart\n        resultsStatus\n        objectionDeadline\n        resultsFinalAt\n        location {\n          city\n        }\n      }\n      classes {\n        code\n        entries {\n          cageId\n          cageNumber\n          ringNumber\n          breeder {\n            id\n            shownName\n          }\n          total\n          place\n        }\n      }\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n      }\n    }\n  }\n": typeof types.EventCertificatesDocument,
    "\n  query EventFees($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventFees(eventId: $eventId) {\n      eventId\n      fees {\n        pigeonFeeCents\n        breederFeeCents\n      }\n      dueCents\n      paidCents\n      openCents\n      openCount\n      breeders {\n        breeder {\n          id\n          shownName\n        }\n        email\n        pigeonCount\n        dueCents\n        paidCents\n        balanceCents\n        paidOn\n        method\n        payments {\n          id\n          amountCents\n          paidOn\n          method\n          note\n        }\n      }\n    }\n  }\n": typeof types.EventFeesDocument,
    "\n  mutation RecordFeePayment(\n    $eventId: ID!\n    $breederId: ID!\n    $amountCents: Int!\n    $paidOn: String!\n    $method: PaymentMethod!\n    $note: String\n  ) {\n    recordFeePayment(\n      eventId: $eventId\n      breederId: $breederId\n      amountCents: $amountCents\n      paidOn: $paidOn\n      method: $method\n      note: $note\n    ) {\n      balanceCents\n    }\n  }\n": typeof types.RecordFeePaymentDocument,
    "\n  query MyFees {\n    myFees {\n      eventId\n      eventTitle\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n": typeof types.MyFeesDocument,
    "\n  query EventCatalogue($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      eventType\n      status\n      eventStart\n      location {\n        street\n        houseNumber\n        zipCode\n        city\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCatalogue(eventId: $eventId) {\n      cageId\n      cageNumber\n      ringNumber\n      classCode\n      sex\n      color\n      breeder {\n        id\n        shownName\n      }\n    }\n  }\n": typeof types.EventCatalogueDocument,
    "\n  query EventResultsMails($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventResultsMails(eventId: $eventId) {\n      eventId\n      sentCount\n      pendingCount\n      failedCount\n      changedCount\n      mails {\n        breeder {\n          id\n          shownName\n        }\n        email\n        state\n        kind\n        sentAt\n        sentCount\n        attempts\n        lastError\n        changed\n      }\n    }\n  }\n": typeof types.EventResultsMailsDocument,
    "\n  mutation ResendResultsMail($eventId: ID!, $breederId: ID!) {\n    resendResultsMail(eventId: $eventId, breederId: $breederId) {\n      breeder {\n        id\n      }\n      state\n    }\n  }\n": typeof types.ResendResultsMailDocument,
    "\n  mutation ResendFailedResultsMails($eventId: ID!) {\n    resendFailedResultsMails(eventId: $eventId) {\n      eventId\n      failedCount\n    }\n  }\n": typeof types.ResendFailedResultsMailsDocument,
    "\n  mutation SendUpdatedResults($eventId: ID!) {\n    sendUpdatedResults(eventId: $eventId) {\n      eventId\n      changedCount\n    }\n  }\n": typeof types.SendUpdatedResultsDocument,
    "\n  fragment ClassificationReasonFields on ClassificationReason {\n    prizeKm\n    prizes\n    lastYearKm\n  }\n": typeof types.ClassificationReasonFieldsFragmentDoc,
    "\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n": typeof types.ClientRoleFieldsFragmentDoc,
    "\n  fragment EventCageFields on EventCage {\n    id\n    cageNumber\n    ringNumber\n    classCode\n    manuallySet\n  }\n": typeof types.EventCageFieldsFragmentDoc,
    "\n  fragment EventClassFields on EventClass {\n    code\n    registrationCount\n    cageCount\n    judges {\n      id\n      shownName\n    }\n  }\n": typeof types.EventClassFieldsFragmentDoc,
    "\n  fragment EventHeadingFields on Event {\n    id\n    title\n    status\n  }\n": typeof types.EventHeadingFieldsFragmentDoc,
    "\n  fragment EventInfoFields on Event {\n    id\n    title\n    eventType\n    description\n    registrationDeadline\n    eventStart\n    status\n    location {\n      country\n      city\n      street\n      houseNumber\n      zipCode\n    }\n  }\n": typeof types.EventInfoFieldsFragmentDoc,
    "\n  fragment EventSummaryFields on Event {\n    id\n    title\n    eventType\n    eventStart\n    status\n    location {\n      city\n      country\n    }\n  }\n": typeof types.EventSummaryFieldsFragmentDoc,
    "\n  fragment JudgingScoresFields on JudgingScores {\n    generalImpression\n    boneStructure\n    back\n    musculature\n    wings\n  }\n": typeof types.JudgingScoresFieldsFragmentDoc,
    "\n  fragment PaymentInstructionsFields on PaymentInstructions {\n    accountHolder\n    iban\n    reference\n    amountCents\n  }\n": typeof types.PaymentInstructionsFieldsFragmentDoc,
    "\n  fragment PigeonClassFields on Pigeon {\n    id\n    ringNumber\n    sex\n    color\n    classification {\n      code\n      season\n      reason {\n        ...ClassificationReasonFields\n      }\n    }\n  }\n": typeof types.PigeonClassFieldsFragmentDoc,
    "\n  fragment RatingBoundsFields on RatingBounds {\n    min\n    max\n    step\n  }\n": typeof types.RatingBoundsFieldsFragmentDoc,
    "\n  fragment RatingSchemeFields on RatingScheme {\n    generalImpression {\n      ...RatingBoundsFields\n    }\n    boneStructure {\n      ...RatingBoundsFields\n    }\n    back {\n      ...RatingBoundsFields\n    }\n    musculature {\n      ...RatingBoundsFields\n    }\n    wings {\n      ...RatingBoundsFields\n    }\n  }\n": typeof types.RatingSchemeFieldsFragmentDoc,
    "\n  fragment JudgeCageFields on JudgeCage {\n    id\n    eventId\n    cageNumber\n    classCode\n    ringNumber\n    sex\n    color\n    flightSummary {\n      ...ClassificationReasonFields\n    }\n    ownPigeon\n    judgement {\n      opId\n      kind\n      scores {\n        ...JudgingScoresFields\n      }\n      total\n      skipReason\n      note\n      clientTime\n      orderTime\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n": typeof types.JudgeCageFieldsFragmentDoc,
    "\n  query MyLateDecisions($opIds: [ID!]!) {\n    myLateDecisions(opIds: $opIds) {\n      opId\n      status\n      decidedAt\n      cage {\n        ...JudgeCageFields\n      }\n    }\n  }\n": typeof types.MyLateDecisionsDocument,
    "\n  mutation ReportJudgingDevice($report: JudgingDeviceReport!) {\n    reportJudgingDevice(report: $report)\n  }\n": typeof types.ReportJudgingDeviceDocument,
    "\n  mutation SubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n    submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) {\n      opId\n      outcome\n      code\n      message\n      field\n      cage {\n        ...JudgeCageFields\n      }\n      receivedAt\n      late {\n        status\n        decidedAt\n      }\n    }\n  }\n": typeof types.SubmitJudgingOpsDocument,
    "\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n": typeof types.GetClientByJwtDocument,
    "\n  mutation LogoutClient($everywhere: Boolean) {\n    logoutClient(everywhere: $everywhere)\n  }\n": typeof types.LogoutClientDocument,
    "\n  fragment SessionClientFields on Client {\n    id\n    salutation\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n    pendingEmail\n  }\n": typeof types.SessionClientFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query ClientsSearch($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n": types.ClientsSearchDocument,
    "\n  mutation SetClientRole($id: Int!, $role: Role!) {\n    setClientRole(id: $id, role: $role) {\n      ...ClientRoleFields\n    }\n  }\n": types.SetClientRoleDocument,
    "\n  query LoginClient($email: String!, $password: String!) {\n    loginClient(email: $email, password: $password) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n": types.LoginClientDocument,
    "\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n    $salutation: Salutation\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n      salutation: $salutation\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n": types.RegisterClientDocument,
    "\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResendVerification($email: String!, $language: Language!) {\n    resendVerification(email: $email, language: $language)\n  }\n": types.ResendVerificationDocument,
    "\n  mutation ResetPassword($email: String!, $resetToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) {\n      id\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyClient($verificationCode: String!) {\n    verifyClient(verificationCode: $verificationCode)\n  }\n": types.VerifyClientDocument,
    "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n": types.AdminEventDocument,
    "\n  fragment AdminEventFields on Event {\n    ...EventInfoFields\n    ratingScheme {\n      ...RatingSchemeFields\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    objectionDays\n  }\n": types.AdminEventFieldsFragmentDoc,
    "\n  query CatalogueChecks($id: ID!) {\n    event(id: $id) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n": types.CatalogueChecksDocument,
    "\n  query EventJudges($id: ID!) {\n    event(id: $id) {\n      ...EventHeadingFields\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n": types.EventJudgesDocument,
    "\n  query JudgeCandidates($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n": types.JudgeCandidatesDocument,
    "\n  mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n    assignJudges(eventId: $eventId, assignments: $assignments) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n": types.AssignJudgesDocument,
    "\n  query AdminCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      registrationCount\n      cageCount\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n": types.AdminCagesDocument,
    "\n  mutation AssignCages($eventId: ID!, $force: Boolean) {\n    assignCages(eventId: $eventId, force: $force) {\n      id\n      cageCount\n    }\n  }\n": types.AssignCagesDocument,
    "\n  mutation SetCageNumber($cageId: ID!, $cageNumber: Int!) {\n    setCageNumber(cageId: $cageId, cageNumber: $cageNumber) {\n      ...EventCageFields\n    }\n  }\n": types.SetCageNumberDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!, $confirmTitle: String) {\n    deleteEvent(id: $id, confirmTitle: $confirmTitle)\n  }\n": types.DeleteEventDocument,
    "\n  mutation StartEvent($id: ID!) {\n    startEvent(id: $id) {\n      id\n      status\n    }\n  }\n": types.StartEventDocument,
    "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n    }\n  }\n": types.EndEventDocument,
    "\n  query UnjudgedCages($id: ID!) {\n    event(id: $id) {\n      id\n      unjudgedCages {\n        id\n        cageNumber\n        ringNumber\n      }\n      ownPigeonJudgements {\n        cageId\n        cageNumber\n        judge {\n          id\n          shownName\n        }\n      }\n    }\n  }\n": types.UnjudgedCagesDocument,
    "\n  query EventOverview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n    eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      events {\n        event {\n          id\n          title\n          status\n          resultsStatus\n          objectionDeadline\n          eventStart\n          location {\n            city\n          }\n        }\n        breederCount\n        pigeonCount\n        cageCount\n        judgedCount\n        classesWithoutJudge\n        pendingLateRatings\n        openObjections\n      }\n    }\n  }\n": types.EventOverviewDocument,
    "\n  query JudgeStatistics($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgeStatistics(eventId: $eventId) {\n      eventId\n      judges {\n        judge {\n          id\n          shownName\n        }\n        classes\n        ratings\n        skips\n        meanTotal\n        spread\n        deviation\n        tendency\n      }\n      outliers {\n        cageId\n        cageNumber\n        classCode\n        judge {\n          id\n          shownName\n        }\n        total\n        classMean\n        classSpread\n      }\n    }\n  }\n": types.JudgeStatisticsDocument,
    "\n  query JudgingDevices($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgingDevices(eventId: $eventId) {\n      deviceId\n      judge {\n        id\n        shownName\n      }\n      name\n      appVersion\n      lastSeenAt\n      pendingCount\n      oldestPendingAt\n      readyForOffline\n      storagePersisted\n      batteryLevel\n      charging\n      stale\n    }\n  }\n": types.JudgingDevicesDocument,
    "\n  query LateJudgingOps($eventId: ID!) {\n    lateJudgingOps(eventId: $eventId) {\n      opId\n      cageId\n      cageNumber\n      classCode\n      ringNumber\n      kind\n      total\n      skipReason\n      note\n      status\n      clientTime\n      receivedAt\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n": types.LateJudgingOpsDocument,
    "\n  mutation ResolveLateJudgingOp($opId: ID!, $accept: Boolean!) {\n    resolveLateJudgingOp(opId: $opId, accept: $accept) {\n      opId\n      status\n    }\n  }\n": types.ResolveLateJudgingOpDocument,
    "\n  query EventCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n": types.EventCagesDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    endedAt\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n": types.EventChangedDocument,
    "\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n": types.EventDetailDocument,
    "\n  fragment EventDetailFields on Event {\n    ...EventInfoFields\n    season\n    resultsStatus\n    objectionDeadline\n    registrationCount\n    cageCount\n    creator {\n      id\n      shownName\n    }\n    classes {\n      ...EventClassFields\n    }\n    myRegistrations {\n      id\n      pigeonId\n      ringNumber\n      sex\n      color\n      classCode\n      reason {\n        ...ClassificationReasonFields\n      }\n      cageNumber\n      cageId\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    myFee {\n      pigeonCount\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n": types.EventDetailFieldsFragmentDoc,
    "\n  query EventPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonClassFields\n    }\n  }\n": types.EventPigeonsDocument,
    "\n  query EventsList($upcomingOnly: Boolean, $limit: Int, $after: ID) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit, after: $after) {\n      id\n      ...EventCardFields\n    }\n  }\n": types.EventsListDocument,
    "\n  subscription JudgingProgress($eventId: ID!) {\n    judgingProgress(eventId: $eventId) {\n      eventId\n      judged\n      total\n      classes {\n        code\n        judged\n        total\n      }\n    }\n  }\n": types.JudgingProgressDocument,
    "\n  mutation RegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n    registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) {\n      id\n      ...EventDetailFields\n    }\n  }\n": types.RegisterPigeonsDocument,
    "\n  mutation UnregisterPigeon($eventId: ID!, $pigeonId: ID!) {\n    unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) {\n      id\n      ...EventDetailFields\n    }\n  }\n": types.UnregisterPigeonDocument,
    "\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          params {\n            limit\n            otherLine\n            firstLine\n            example\n            participants\n            dateYear\n          }\n          message\n          value\n        }\n      }\n    }\n  }\n": types.ImportFlightDataDocument,
    "\n  query EventAuditTrail(\n    $eventId: ID!\n    $cageNumber: Int\n    $judgeId: ID\n    $kind: AuditEntryKind\n    $offset: Int\n    $limit: Int\n  ) {\n    eventAuditTrail(\n      eventId: $eventId\n      cageNumber: $cageNumber\n      judgeId: $judgeId\n      kind: $kind\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      judges {\n        id\n        shownName\n      }\n      entries {\n        id\n        kind\n        at\n        by {\n          id\n          shownName\n        }\n        judge {\n          id\n          shownName\n        }\n        cageNumber\n        ringNumber\n        classCode\n        oldValue {\n          total\n          skipReason\n        }\n        newValue {\n          total\n          skipReason\n        }\n        reason\n      }\n    }\n  }\n": types.EventAuditTrailDocument,
    "\n  query CageScores($eventId: ID!, $search: String!) {\n    eventResults(eventId: $eventId) {\n      cageCards(search: $search) {\n        entries {\n          cageId\n          cageNumber\n          total\n          scores {\n            generalImpression\n            boneStructure\n            back\n            musculature\n            wings\n          }\n        }\n      }\n    }\n  }\n": types.CageScoresDocument,
    "\n  mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n    correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n      id\n      cageNumber\n      oldTotal\n      newTotal\n    }\n  }\n": types.CorrectJudgementDocument,
    "\n  query JudgeCage($eventId: ID!, $cageId: ID!) {\n    judgeCage(eventId: $eventId, cageId: $cageId) {\n      ...JudgeCageFields\n    }\n  }\n": types.JudgeCageDocument,
    "\n  query JudgeCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    judgeCages(eventId: $eventId) {\n      ...JudgeCageFields\n    }\n  }\n": types.JudgeCagesDocument,
    "\n  subscription JudgeEventStatus($id: ID!) {\n    eventChanged(id: $id, current: true) {\n      id\n      status\n    }\n  }\n": types.JudgeEventStatusDocument,
    "\n  query JudgeEvents {\n    judgeEvents {\n      classCodes\n      event {\n        ...EventSummaryFields\n      }\n    }\n  }\n": types.JudgeEventsDocument,
    "\n  query PaperCardEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n": types.PaperCardEventDocument,
    "\n  mutation EnterPaperCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n    enterPaperCards(judgeId: $judgeId, ops: $ops) {\n      opId\n      outcome\n      code\n      message\n      field\n      late {\n        status\n      }\n    }\n  }\n": types.EnterPaperCardsDocument,
    "\n  fragment JudgingHistoryFields on JudgingHistoryEntry {\n    opId\n    cageId\n    cageNumber\n    classCode\n    ringNumber\n    kind\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    skipReason\n    note\n    correctionReason\n    judge {\n      id\n      shownName\n    }\n    enteredBy {\n      id\n      shownName\n    }\n    clientTime\n    receivedAt\n    current\n    effective\n    lateStatus\n    resolvedBy {\n      id\n      shownName\n    }\n    resolvedAt\n  }\n": types.JudgingHistoryFieldsFragmentDoc,
    "\n  query CageHistory($eventId: ID!, $cageId: ID!) {\n    cageHistory(eventId: $eventId, cageId: $cageId) {\n      ...JudgingHistoryFields\n    }\n  }\n": types.CageHistoryDocument,
    "\n  query EventJudgingHistory($eventId: ID!) {\n    eventJudgingHistory(eventId: $eventId) {\n      ...JudgingHistoryFields\n    }\n  }\n": types.EventJudgingHistoryDocument,
    "\n  query MyObjections($eventId: ID!) {\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n  }\n": types.MyObjectionsDocument,
    "\n  mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n    fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n      ...ObjectionFields\n    }\n  }\n": types.FileObjectionDocument,
    "\n  query ResultsReview($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      resultsStatus\n      objectionDeadline\n      objectionDays\n      resultsFinalAt\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n": types.ResultsReviewDocument,
    "\n  fragment ObjectionFields on Objection {\n    id\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    reason\n    status\n    answer\n    filedAt\n    answeredAt\n  }\n": types.ObjectionFieldsFragmentDoc,
    "\n  query ResultsReviewCorrections($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n": types.ResultsReviewCorrectionsDocument,
    "\n  mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n    answerObjection(id: $id, upheld: $upheld, answer: $answer) {\n      ...ObjectionFields\n    }\n  }\n": types.AnswerObjectionDocument,
    "\n  mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n    finalizeResults(eventId: $eventId, early: $early) {\n      id\n      resultsStatus\n      resultsFinalAt\n    }\n  }\n": types.FinalizeResultsDocument,
    "\n  fragment ClassificationRuleFields on ClassificationRule {\n    level\n    sex\n    code\n    minKm\n    minPrizes\n    minLastYearKm\n  }\n": types.ClassificationRuleFieldsFragmentDoc,
    "\n  query ClassificationRules {\n    classificationRules {\n      ...ClassificationRuleFields\n    }\n  }\n": types.ClassificationRulesDocument,
    "\n  mutation CreatePigeon($input: PigeonInput!) {\n    createPigeon(input: $input) {\n      ...PigeonListFields\n    }\n  }\n": types.CreatePigeonDocument,
    "\n  mutation DeletePigeon($id: ID!) {\n    deletePigeon(id: $id)\n  }\n": types.DeletePigeonDocument,
    "\n  query MyPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonListFields\n    }\n  }\n": types.MyPigeonsDocument,
    "\n  query PigeonFlightResults($id: ID!, $season: Int) {\n    pigeon(id: $id, season: $season) {\n      ...PigeonListFields\n      flightResults {\n        id\n        date\n        releaseLocation\n        distanceKm\n        ranking\n        participants\n        averageDistanceKm\n        year\n      }\n    }\n  }\n": types.PigeonFlightResultsDocument,
    "\n  fragment PigeonListFields on Pigeon {\n    ...PigeonClassFields\n    association\n    ringYear\n    serial\n    prizes\n    prizeKm\n  }\n": types.PigeonListFieldsFragmentDoc,
    "\n  fragment RingClaimFields on RingClaim {\n    id\n    ringNumber\n    status\n    message\n    reason\n    createdAt\n    resolvedAt\n    claimant {\n      id\n      shownName\n    }\n    claimantEmail\n    holder {\n      id\n      shownName\n    }\n    holderEmail\n  }\n": types.RingClaimFieldsFragmentDoc,
    "\n  mutation FileRingClaim($ringNumber: String!, $message: String) {\n    fileRingClaim(ringNumber: $ringNumber, message: $message) {\n      ...RingClaimFields\n    }\n  }\n": types.FileRingClaimDocument,
    "\n  query MyRingClaims {\n    myRingClaims {\n      ...RingClaimFields\n    }\n  }\n": types.MyRingClaimsDocument,
    "\n  query RingClaims {\n    ringClaims {\n      ...RingClaimFields\n    }\n  }\n": types.RingClaimsDocument,
    "\n  mutation TransferRingClaim($id: ID!, $note: String) {\n    transferRingClaim(id: $id, note: $note) {\n      ...RingClaimFields\n    }\n  }\n": types.TransferRingClaimDocument,
    "\n  mutation RejectRingClaim($id: ID!, $reason: String!) {\n    rejectRingClaim(id: $id, reason: $reason) {\n      ...RingClaimFields\n    }\n  }\n": types.RejectRingClaimDocument,
    "\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      ...ClassificationRuleFields\n    }\n  }\n": types.UpdateClassificationRulesDocument,
    "\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n": types.UpdatePigeonDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $language: Language) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ResendEmailChange($language: Language) {\n    resendEmailChange(language: $language) {\n      ...SessionClientFields\n    }\n  }\n": types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      ...SessionClientFields\n    }\n  }\n": types.CancelEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query MyData($language: Language) {\n    myData(language: $language)\n  }\n": types.MyDataDocument,
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n    $language: Language\n    $currentPassword: String\n    $salutation: Salutation\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n      language: $language\n      currentPassword: $currentPassword\n      salutation: $salutation\n    ) {\n      ...SessionClientFields\n    }\n  }\n": types.SaveClientDocument,
    "\n  fragment BestEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    total\n  }\n": types.BestEntryFieldsFragmentDoc,
    "\n  query ResultBestBreeders($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n        ranked\n        ratedCount\n        tieBreak\n      }\n    }\n  }\n": types.ResultBestBreedersDocument,
    "\n  query ResultBreeders($eventId: ID!, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      breederList(search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        breeders {\n          breeder {\n            id\n            shownName\n            email\n          }\n          topTotals\n          sum\n          entries {\n            cageId\n            cageNumber\n            ringNumber\n            classCode\n            total\n            place\n            prize\n            skipReason\n          }\n        }\n      }\n    }\n  }\n": types.ResultBreedersDocument,
    "\n  query ResultCards($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      cageCards(classCode: $classCode, search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        entries {\n          ...ResultEntryFields\n        }\n      }\n    }\n  }\n": types.ResultCardsDocument,
    "\n  query ResultClasses($eventId: ID!, $classCode: PigeonClass, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      classList(classCode: $classCode, offset: $offset, limit: $limit) {\n        total\n        offset\n        classes {\n          code\n          ratedCount\n          prizeCount\n          entryCount\n          entries {\n            ...ResultEntryFields\n          }\n        }\n      }\n    }\n  }\n": types.ResultClassesDocument,
    "\n  fragment ResultEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    sex\n    color\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    place\n    prize\n    skipReason\n    note\n    judge {\n      id\n      shownName\n    }\n    flightSummary {\n      prizeKm\n      prizes\n    }\n  }\n": types.ResultEntryFieldsFragmentDoc,
    "\n  query ResultEvents($limit: Int) {\n    resultEvents(limit: $limit) {\n      event {\n        ...EventSummaryFields\n      }\n      champions {\n        id\n        shownName\n      }\n      cageCount\n      ratedCount\n      breederCount\n    }\n  }\n": types.ResultEventsDocument,
    "\n  fragment ResultFrameFields on EventResults {\n    event {\n      ...EventSummaryFields\n      resultsStatus\n      objectionDeadline\n    }\n    corrections {\n      id\n    }\n    lateRatings {\n      pending\n      accepted\n    }\n  }\n": types.ResultFrameFieldsFragmentDoc,
    "\n  query ResultSeason($season: Int!, $bestOf: Int) {\n    seasonChampionship(season: $season, bestOf: $bestOf) {\n      rank\n      breeder {\n        id\n        shownName\n      }\n      points\n      shows\n      countedShows\n    }\n    seasonShows(season: $season) {\n      event {\n        id\n        title\n        eventStart\n      }\n    }\n  }\n": types.ResultSeasonDocument,
    "\n  query ResultSummary($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      champions {\n        id\n        shownName\n      }\n      bestCocks {\n        ...BestEntryFields\n      }\n      bestHens {\n        ...BestEntryFields\n      }\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n": types.ResultSummaryDocument,
    "\n  query CertificateEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n  }\n": types.CertificateEventDocument,
    "\n  query EventCertificates($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      event {\n        id\n        title\n        eventType\n        eventStart\n        resultsStatus\n        objectionDeadline\n        resultsFinalAt\n        location {\n          city\n        }\n      }\n      classes {\n        code\n        entries {\n          cageId\n          cageNumber\n          ringNumber\n          breeder {\n            id\n            shownName\n          }\n          total\n          place\n        }\n      }\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n      }\n    }\n  }\n": types.EventCertificatesDocument,
    "\n  query EventFees($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventFees(eventId: $eventId) {\n      eventId\n      fees {\n        pigeonFeeCents\n        breederFeeCents\n      }\n      dueCents\n      paidCents\n      openCents\n      openCount\n      breeders {\n        breeder {\n          id\n          shownName\n        }\n        email\n        pigeonCount\n        dueCents\n        paidCents\n        balanceCents\n        paidOn\n        method\n        payments {\n          id\n          amountCents\n          paidOn\n          method\n          note\n        }\n      }\n    }\n  }\n": types.EventFeesDocument,
    "\n  mutation RecordFeePayment(\n    $eventId: ID!\n    $breederId: ID!\n    $amountCents: Int!\n    $paidOn: String!\n    $method: PaymentMethod!\n    $note: String\n  ) {\n    recordFeePayment(\n      eventId: $eventId\n      breederId: $breederId\n      amountCents: $amountCents\n      paidOn: $paidOn\n      method: $method\n      note: $note\n    ) {\n      balanceCents\n    }\n  }\n": types.RecordFeePaymentDocument,
    "\n  query MyFees {\n    myFees {\n      eventId\n      eventTitle\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n": types.MyFeesDocument,
    "\n  query EventCatalogue($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      eventType\n      status\n      eventStart\n      location {\n        street\n        houseNumber\n        zipCode\n        city\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCatalogue(eventId: $eventId) {\n      cageId\n      cageNumber\n      ringNumber\n      classCode\n      sex\n      color\n      breeder {\n        id\n        shownName\n      }\n    }\n  }\n": types.EventCatalogueDocument,
    "\n  query EventResultsMails($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventResultsMails(eventId: $eventId) {\n      eventId\n      sentCount\n      pendingCount\n      failedCount\n      changedCount\n      mails {\n        breeder {\n          id\n          shownName\n        }\n        email\n        state\n        kind\n        sentAt\n        sentCount\n        attempts\n        lastError\n        changed\n      }\n    }\n  }\n": types.EventResultsMailsDocument,
    "\n  mutation ResendResultsMail($eventId: ID!, $breederId: ID!) {\n    resendResultsMail(eventId: $eventId, breederId: $breederId) {\n      breeder {\n        id\n      }\n      state\n    }\n  }\n": types.ResendResultsMailDocument,
    "\n  mutation ResendFailedResultsMails($eventId: ID!) {\n    resendFailedResultsMails(eventId: $eventId) {\n      eventId\n      failedCount\n    }\n  }\n": types.ResendFailedResultsMailsDocument,
    "\n  mutation SendUpdatedResults($eventId: ID!) {\n    sendUpdatedResults(eventId: $eventId) {\n      eventId\n      changedCount\n    }\n  }\n": types.SendUpdatedResultsDocument,
    "\n  fragment ClassificationReasonFields on ClassificationReason {\n    prizeKm\n    prizes\n    lastYearKm\n  }\n": types.ClassificationReasonFieldsFragmentDoc,
    "\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n": types.ClientRoleFieldsFragmentDoc,
    "\n  fragment EventCageFields on EventCage {\n    id\n    cageNumber\n    ringNumber\n    classCode\n    manuallySet\n  }\n": types.EventCageFieldsFragmentDoc,
    "\n  fragment EventClassFields on EventClass {\n    code\n    registrationCount\n    cageCount\n    judges {\n      id\n      shownName\n    }\n  }\n": types.EventClassFieldsFragmentDoc,
    "\n  fragment EventHeadingFields on Event {\n    id\n    title\n    status\n  }\n": types.EventHeadingFieldsFragmentDoc,
    "\n  fragment EventInfoFields on Event {\n    id\n    title\n    eventType\n    description\n    registrationDeadline\n    eventStart\n    status\n    location {\n      country\n      city\n      street\n      houseNumber\n      zipCode\n    }\n  }\n": types.EventInfoFieldsFragmentDoc,
    "\n  fragment EventSummaryFields on Event {\n    id\n    title\n    eventType\n    eventStart\n    status\n    location {\n      city\n      country\n    }\n  }\n": types.EventSummaryFieldsFragmentDoc,
    "\n  fragment JudgingScoresFields on JudgingScores {\n    generalImpression\n    boneStructure\n    back\n    musculature\n    wings\n  }\n": types.JudgingScoresFieldsFragmentDoc,
    "\n  fragment PaymentInstructionsFields on PaymentInstructions {\n    accountHolder\n    iban\n    reference\n    amountCents\n  }\n": types.PaymentInstructionsFieldsFragmentDoc,
    "\n  fragment PigeonClassFields on Pigeon {\n    id\n    ringNumber\n    sex\n    color\n    classification {\n      code\n      season\n      reason {\n        ...ClassificationReasonFields\n      }\n    }\n  }\n": types.PigeonClassFieldsFragmentDoc,
    "\n  fragment RatingBoundsFields on RatingBounds {\n    min\n    max\n    step\n  }\n": types.RatingBoundsFieldsFragmentDoc,
    "\n  fragment RatingSchemeFields on RatingScheme {\n    generalImpression {\n      ...RatingBoundsFields\n    }\n    boneStructure {\n      ...RatingBoundsFields\n    }\n    back {\n      ...RatingBoundsFields\n    }\n    musculature {\n      ...RatingBoundsFields\n    }\n    wings {\n      ...RatingBoundsFields\n    }\n  }\n": types.RatingSchemeFieldsFragmentDoc,
    "\n  fragment JudgeCageFields on JudgeCage {\n    id\n    eventId\n    cageNumber\n    classCode\n    ringNumber\n    sex\n    color\n    flightSummary {\n      ...ClassificationReasonFields\n    }\n    ownPigeon\n    judgement {\n      opId\n      kind\n      scores {\n        ...JudgingScoresFields\n      }\n      total\n      skipReason\n      note\n      clientTime\n      orderTime\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n": types.JudgeCageFieldsFragmentDoc,
    "\n  query MyLateDecisions($opIds: [ID!]!) {\n    myLateDecisions(opIds: $opIds) {\n      opId\n      status\n      decidedAt\n      cage {\n        ...JudgeCageFields\n      }\n    }\n  }\n": types.MyLateDecisionsDocument,
    "\n  mutation ReportJudgingDevice($report: JudgingDeviceReport!) {\n    reportJudgingDevice(report: $report)\n  }\n": types.ReportJudgingDeviceDocument,
    "\n  mutation SubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n    submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) {\n      opId\n      outcome\n      code\n      message\n      field\n      cage {\n        ...JudgeCageFields\n      }\n      receivedAt\n      late {\n        status\n        decidedAt\n      }\n    }\n  }\n": types.SubmitJudgingOpsDocument,
    "\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n": types.GetClientByJwtDocument,
    "\n  mutation LogoutClient($everywhere: Boolean) {\n    logoutClient(everywhere: $everywhere)\n  }\n": types.LogoutClientDocument,
    "\n  fragment SessionClientFields on Client {\n    id\n    salutation\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n    pendingEmail\n  }\n": types.SessionClientFieldsFragmentDoc,
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
export function graphql(source: "\n  query ClientsSearch($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n"): (typeof documents)["\n  query ClientsSearch($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClientRole($id: Int!, $role: Role!) {\n    setClientRole(id: $id, role: $role) {\n      ...ClientRoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetClientRole($id: Int!, $role: Role!) {\n    setClientRole(id: $id, role: $role) {\n      ...ClientRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginClient($email: String!, $password: String!) {\n    loginClient(email: $email, password: $password) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  query LoginClient($email: String!, $password: String!) {\n    loginClient(email: $email, password: $password) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n    $salutation: Salutation\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n      salutation: $salutation\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n    $salutation: Salutation\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n      salutation: $salutation\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!, $language: Language!) {\n    resendVerification(email: $email, language: $language)\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!, $language: Language!) {\n    resendVerification(email: $email, language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $resetToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($email: String!, $resetToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyClient($verificationCode: String!) {\n    verifyClient(verificationCode: $verificationCode)\n  }\n"): (typeof documents)["\n  mutation VerifyClient($verificationCode: String!) {\n    verifyClient(verificationCode: $verificationCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n"): (typeof documents)["\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...AdminEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEventFields on Event {\n    ...EventInfoFields\n    ratingScheme {\n      ...RatingSchemeFields\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    objectionDays\n  }\n"): (typeof documents)["\n  fragment AdminEventFields on Event {\n    ...EventInfoFields\n    ratingScheme {\n      ...RatingSchemeFields\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    objectionDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueChecks($id: ID!) {\n    event(id: $id) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogueChecks($id: ID!) {\n    event(id: $id) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventJudges($id: ID!) {\n    event(id: $id) {\n      ...EventHeadingFields\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventJudges($id: ID!) {\n    event(id: $id) {\n      ...EventHeadingFields\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgeCandidates($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n"): (typeof documents)["\n  query JudgeCandidates($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n    assignJudges(eventId: $eventId, assignments: $assignments) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignJudges($eventId: ID!, $assignments: [JudgeAssignmentInput!]!) {\n    assignJudges(eventId: $eventId, assignments: $assignments) {\n      id\n      classes {\n        ...EventClassFields\n        exhibitorIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      registrationCount\n      cageCount\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      registrationCount\n      cageCount\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCages($eventId: ID!, $force: Boolean) {\n    assignCages(eventId: $eventId, force: $force) {\n      id\n      cageCount\n    }\n  }\n"): (typeof documents)["\n  mutation AssignCages($eventId: ID!, $force: Boolean) {\n    assignCages(eventId: $eventId, force: $force) {\n      id\n      cageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCageNumber($cageId: ID!, $cageNumber: Int!) {\n    setCageNumber(cageId: $cageId, cageNumber: $cageNumber) {\n      ...EventCageFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCageNumber($cageId: ID!, $cageNumber: Int!) {\n    setCageNumber(cageId: $cageId, cageNumber: $cageNumber) {\n      ...EventCageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: ID!, $confirmTitle: String) {\n    deleteEvent(id: $id, confirmTitle: $confirmTitle)\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: ID!, $confirmTitle: String) {\n    deleteEvent(id: $id, confirmTitle: $confirmTitle)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEvent($id: ID!) {\n    startEvent(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StartEvent($id: ID!) {\n    startEvent(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EndEvent($id: ID!) {\n    endEvent(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnjudgedCages($id: ID!) {\n    event(id: $id) {\n      id\n      unjudgedCages {\n        id\n        cageNumber\n        ringNumber\n      }\n      ownPigeonJudgements {\n        cageId\n        cageNumber\n        judge {\n          id\n          shownName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnjudgedCages($id: ID!) {\n    event(id: $id) {\n      id\n      unjudgedCages {\n        id\n        cageNumber\n        ringNumber\n      }\n      ownPigeonJudgements {\n        cageId\n        cageNumber\n        judge {\n          id\n          shownName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventOverview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n    eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      events {\n        event {\n          id\n          title\n          status\n          resultsStatus\n          objectionDeadline\n          eventStart\n          location {\n            city\n          }\n        }\n        breederCount\n        pigeonCount\n        cageCount\n        judgedCount\n        classesWithoutJudge\n        pendingLateRatings\n        openObjections\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventOverview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {\n    eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {\n      total\n      events {\n        event {\n          id\n          title\n          status\n          resultsStatus\n          objectionDeadline\n          eventStart\n          location {\n            city\n          }\n        }\n        breederCount\n        pigeonCount\n        cageCount\n        judgedCount\n        classesWithoutJudge\n        pendingLateRatings\n        openObjections\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgeStatistics($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgeStatistics(eventId: $eventId) {\n      eventId\n      judges {\n        judge {\n          id\n          shownName\n        }\n        classes\n        ratings\n        skips\n        meanTotal\n        spread\n        deviation\n        tendency\n      }\n      outliers {\n        cageId\n        cageNumber\n        classCode\n        judge {\n          id\n          shownName\n        }\n        total\n        classMean\n        classSpread\n      }\n    }\n  }\n"): (typeof documents)["\n  query JudgeStatistics($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgeStatistics(eventId: $eventId) {\n      eventId\n      judges {\n        judge {\n          id\n          shownName\n        }\n        classes\n        ratings\n        skips\n        meanTotal\n        spread\n        deviation\n        tendency\n      }\n      outliers {\n        cageId\n        cageNumber\n        classCode\n        judge {\n          id\n          shownName\n        }\n        total\n        classMean\n        classSpread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgingDevices($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgingDevices(eventId: $eventId) {\n      deviceId\n      judge {\n        id\n        shownName\n      }\n      name\n      appVersion\n      lastSeenAt\n      pendingCount\n      oldestPendingAt\n      readyForOffline\n      storagePersisted\n      batteryLevel\n      charging\n      stale\n    }\n  }\n"): (typeof documents)["\n  query JudgingDevices($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    judgingDevices(eventId: $eventId) {\n      deviceId\n      judge {\n        id\n        shownName\n      }\n      name\n      appVersion\n      lastSeenAt\n      pendingCount\n      oldestPendingAt\n      readyForOffline\n      storagePersisted\n      batteryLevel\n      charging\n      stale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LateJudgingOps($eventId: ID!) {\n    lateJudgingOps(eventId: $eventId) {\n      opId\n      cageId\n      cageNumber\n      classCode\n      ringNumber\n      kind\n      total\n      skipReason\n      note\n      status\n      clientTime\n      receivedAt\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n"): (typeof documents)["\n  query LateJudgingOps($eventId: ID!) {\n    lateJudgingOps(eventId: $eventId) {\n      opId\n      cageId\n      cageNumber\n      classCode\n      ringNumber\n      kind\n      total\n      skipReason\n      note\n      status\n      clientTime\n      receivedAt\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveLateJudgingOp($opId: ID!, $accept: Boolean!) {\n    resolveLateJudgingOp(opId: $opId, accept: $accept) {\n      opId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveLateJudgingOp($opId: ID!, $accept: Boolean!) {\n    resolveLateJudgingOp(opId: $opId, accept: $accept) {\n      opId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n"): (typeof documents)["\n  query EventCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n    }\n    eventCages(eventId: $eventId) {\n      ...EventCageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    endedAt\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    endedAt\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n"): (typeof documents)["\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n"): (typeof documents)["\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      ...EventDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDetailFields on Event {\n    ...EventInfoFields\n    season\n    resultsStatus\n    objectionDeadline\n    registrationCount\n    cageCount\n    creator {\n      id\n      shownName\n    }\n    classes {\n      ...EventClassFields\n    }\n    myRegistrations {\n      id\n      pigeonId\n      ringNumber\n      sex\n      color\n      classCode\n      reason {\n        ...ClassificationReasonFields\n      }\n      cageNumber\n      cageId\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    myFee {\n      pigeonCount\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EventDetailFields on Event {\n    ...EventInfoFields\n    season\n    resultsStatus\n    objectionDeadline\n    registrationCount\n    cageCount\n    creator {\n      id\n      shownName\n    }\n    classes {\n      ...EventClassFields\n    }\n    myRegistrations {\n      id\n      pigeonId\n      ringNumber\n      sex\n      color\n      classCode\n      reason {\n        ...ClassificationReasonFields\n      }\n      cageNumber\n      cageId\n    }\n    fees {\n      pigeonFeeCents\n      breederFeeCents\n    }\n    myFee {\n      pigeonCount\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonClassFields\n    }\n  }\n"): (typeof documents)["\n  query EventPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonClassFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsList($upcomingOnly: Boolean, $limit: Int, $after: ID) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit, after: $after) {\n      id\n      ...EventCardFields\n    }\n  }\n"): (typeof documents)["\n  query EventsList($upcomingOnly: Boolean, $limit: Int, $after: ID) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit, after: $after) {\n      id\n      ...EventCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JudgingProgress($eventId: ID!) {\n    judgingProgress(eventId: $eventId) {\n      eventId\n      judged\n      total\n      classes {\n        code\n        judged\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription JudgingProgress($eventId: ID!) {\n    judgingProgress(eventId: $eventId) {\n      eventId\n      judged\n      total\n      classes {\n        code\n        judged\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n    registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) {\n      id\n      ...EventDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPigeons($eventId: ID!, $pigeonIds: [ID!]!) {\n    registerPigeons(eventId: $eventId, pigeonIds: $pigeonIds) {\n      id\n      ...EventDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnregisterPigeon($eventId: ID!, $pigeonId: ID!) {\n    unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) {\n      id\n      ...EventDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnregisterPigeon($eventId: ID!, $pigeonId: ID!) {\n    unregisterPigeon(eventId: $eventId, pigeonId: $pigeonId) {\n      id\n      ...EventDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          params {\n            limit\n            otherLine\n            firstLine\n            example\n            participants\n            dateYear\n          }\n          message\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          params {\n            limit\n            otherLine\n            firstLine\n            example\n            participants\n            dateYear\n          }\n          message\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventAuditTrail(\n    $eventId: ID!\n    $cageNumber: Int\n    $judgeId: ID\n    $kind: AuditEntryKind\n    $offset: Int\n    $limit: Int\n  ) {\n    eventAuditTrail(\n      eventId: $eventId\n      cageNumber: $cageNumber\n      judgeId: $judgeId\n      kind: $kind\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      judges {\n        id\n        shownName\n      }\n      entries {\n        id\n        kind\n        at\n        by {\n          id\n          shownName\n        }\n        judge {\n          id\n          shownName\n        }\n        cageNumber\n        ringNumber\n        classCode\n        oldValue {\n          total\n          skipReason\n        }\n        newValue {\n          total\n          skipReason\n        }\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventAuditTrail(\n    $eventId: ID!\n    $cageNumber: Int\n    $judgeId: ID\n    $kind: AuditEntryKind\n    $offset: Int\n    $limit: Int\n  ) {\n    eventAuditTrail(\n      eventId: $eventId\n      cageNumber: $cageNumber\n      judgeId: $judgeId\n      kind: $kind\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      judges {\n        id\n        shownName\n      }\n      entries {\n        id\n        kind\n        at\n        by {\n          id\n          shownName\n        }\n        judge {\n          id\n          shownName\n        }\n        cageNumber\n        ringNumber\n        classCode\n        oldValue {\n          total\n          skipReason\n        }\n        newValue {\n          total\n          skipReason\n        }\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CageScores($eventId: ID!, $search: String!) {\n    eventResults(eventId: $eventId) {\n      cageCards(search: $search) {\n        entries {\n          cageId\n          cageNumber\n          total\n          scores {\n            generalImpression\n            boneStructure\n            back\n            musculature\n            wings\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CageScores($eventId: ID!, $search: String!) {\n    eventResults(eventId: $eventId) {\n      cageCards(search: $search) {\n        entries {\n          cageId\n          cageNumber\n          total\n          scores {\n            generalImpression\n            boneStructure\n            back\n            musculature\n            wings\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n    correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n      id\n      cageNumber\n      oldTotal\n      newTotal\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectJudgement($eventId: ID!, $cageId: ID!, $scores: JudgingScoresInput!, $reason: String!) {\n    correctJudgement(eventId: $eventId, cageId: $cageId, scores: $scores, reason: $reason) {\n      id\n      cageNumber\n      oldTotal\n      newTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgeCage($eventId: ID!, $cageId: ID!) {\n    judgeCage(eventId: $eventId, cageId: $cageId) {\n      ...JudgeCageFields\n    }\n  }\n"): (typeof documents)["\n  query JudgeCage($eventId: ID!, $cageId: ID!) {\n    judgeCage(eventId: $eventId, cageId: $cageId) {\n      ...JudgeCageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgeCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    judgeCages(eventId: $eventId) {\n      ...JudgeCageFields\n    }\n  }\n"): (typeof documents)["\n  query JudgeCages($eventId: ID!) {\n    event(id: $eventId) {\n      ...EventHeadingFields\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    judgeCages(eventId: $eventId) {\n      ...JudgeCageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JudgeEventStatus($id: ID!) {\n    eventChanged(id: $id, current: true) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription JudgeEventStatus($id: ID!) {\n    eventChanged(id: $id, current: true) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgeEvents {\n    judgeEvents {\n      classCodes\n      event {\n        ...EventSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query JudgeEvents {\n    judgeEvents {\n      classCodes\n      event {\n        ...EventSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaperCardEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n"): (typeof documents)["\n  query PaperCardEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterPaperCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n    enterPaperCards(judgeId: $judgeId, ops: $ops) {\n      opId\n      outcome\n      code\n      message\n      field\n      late {\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnterPaperCards($judgeId: ID!, $ops: [JudgingOpInput!]!) {\n    enterPaperCards(judgeId: $judgeId, ops: $ops) {\n      opId\n      outcome\n      code\n      message\n      field\n      late {\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JudgingHistoryFields on JudgingHistoryEntry {\n    opId\n    cageId\n    cageNumber\n    classCode\n    ringNumber\n    kind\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    skipReason\n    note\n    correctionReason\n    judge {\n      id\n      shownName\n    }\n    enteredBy {\n      id\n      shownName\n    }\n    clientTime\n    receivedAt\n    current\n    effective\n    lateStatus\n    resolvedBy {\n      id\n      shownName\n    }\n    resolvedAt\n  }\n"): (typeof documents)["\n  fragment JudgingHistoryFields on JudgingHistoryEntry {\n    opId\n    cageId\n    cageNumber\n    classCode\n    ringNumber\n    kind\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    skipReason\n    note\n    correctionReason\n    judge {\n      id\n      shownName\n    }\n    enteredBy {\n      id\n      shownName\n    }\n    clientTime\n    receivedAt\n    current\n    effective\n    lateStatus\n    resolvedBy {\n      id\n      shownName\n    }\n    resolvedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CageHistory($eventId: ID!, $cageId: ID!) {\n    cageHistory(eventId: $eventId, cageId: $cageId) {\n      ...JudgingHistoryFields\n    }\n  }\n"): (typeof documents)["\n  query CageHistory($eventId: ID!, $cageId: ID!) {\n    cageHistory(eventId: $eventId, cageId: $cageId) {\n      ...JudgingHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventJudgingHistory($eventId: ID!) {\n    eventJudgingHistory(eventId: $eventId) {\n      ...JudgingHistoryFields\n    }\n  }\n"): (typeof documents)["\n  query EventJudgingHistory($eventId: ID!) {\n    eventJudgingHistory(eventId: $eventId) {\n      ...JudgingHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyObjections($eventId: ID!) {\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n  }\n"): (typeof documents)["\n  query MyObjections($eventId: ID!) {\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n    fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n      ...ObjectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation FileObjection($eventId: ID!, $cageId: ID!, $reason: String!) {\n    fileObjection(eventId: $eventId, cageId: $cageId, reason: $reason) {\n      ...ObjectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsReview($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      resultsStatus\n      objectionDeadline\n      objectionDays\n      resultsFinalAt\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n"): (typeof documents)["\n  query ResultsReview($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n      resultsStatus\n      objectionDeadline\n      objectionDays\n      resultsFinalAt\n      ratingScheme {\n        ...RatingSchemeFields\n      }\n    }\n    objections(eventId: $eventId) {\n      ...ObjectionFields\n    }\n    eventCages(eventId: $eventId) {\n      id\n      cageNumber\n      ringNumber\n      classCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ObjectionFields on Objection {\n    id\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    reason\n    status\n    answer\n    filedAt\n    answeredAt\n  }\n"): (typeof documents)["\n  fragment ObjectionFields on Objection {\n    id\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    reason\n    status\n    answer\n    filedAt\n    answeredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsReviewCorrections($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultsReviewCorrections($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n    answerObjection(id: $id, upheld: $upheld, answer: $answer) {\n      ...ObjectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {\n    answerObjection(id: $id, upheld: $upheld, answer: $answer) {\n      ...ObjectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n    finalizeResults(eventId: $eventId, early: $early) {\n      id\n      resultsStatus\n      resultsFinalAt\n    }\n  }\n"): (typeof documents)["\n  mutation FinalizeResults($eventId: ID!, $early: Boolean) {\n    finalizeResults(eventId: $eventId, early: $early) {\n      id\n      resultsStatus\n      resultsFinalAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassificationRuleFields on ClassificationRule {\n    level\n    sex\n    code\n    minKm\n    minPrizes\n    minLastYearKm\n  }\n"): (typeof documents)["\n  fragment ClassificationRuleFields on ClassificationRule {\n    level\n    sex\n    code\n    minKm\n    minPrizes\n    minLastYearKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassificationRules {\n    classificationRules {\n      ...ClassificationRuleFields\n    }\n  }\n"): (typeof documents)["\n  query ClassificationRules {\n    classificationRules {\n      ...ClassificationRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePigeon($input: PigeonInput!) {\n    createPigeon(input: $input) {\n      ...PigeonListFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePigeon($input: PigeonInput!) {\n    createPigeon(input: $input) {\n      ...PigeonListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePigeon($id: ID!) {\n    deletePigeon(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePigeon($id: ID!) {\n    deletePigeon(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonListFields\n    }\n  }\n"): (typeof documents)["\n  query MyPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PigeonFlightResults($id: ID!, $season: Int) {\n    pigeon(id: $id, season: $season) {\n      ...PigeonListFields\n      flightResults {\n        id\n        date\n        releaseLocation\n        distanceKm\n        ranking\n        participants\n        averageDistanceKm\n        year\n      }\n    }\n  }\n"): (typeof documents)["\n  query PigeonFlightResults($id: ID!, $season: Int) {\n    pigeon(id: $id, season: $season) {\n      ...PigeonListFields\n      flightResults {\n        id\n        date\n        releaseLocation\n        distanceKm\n        ranking\n        participants\n        averageDistanceKm\n        year\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PigeonListFields on Pigeon {\n    ...PigeonClassFields\n    association\n    ringYear\n    serial\n    prizes\n    prizeKm\n  }\n"): (typeof documents)["\n  fragment PigeonListFields on Pigeon {\n    ...PigeonClassFields\n    association\n    ringYear\n    serial\n    prizes\n    prizeKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RingClaimFields on RingClaim {\n    id\n    ringNumber\n    status\n    message\n    reason\n    createdAt\n    resolvedAt\n    claimant {\n      id\n      shownName\n    }\n    claimantEmail\n    holder {\n      id\n      shownName\n    }\n    holderEmail\n  }\n"): (typeof documents)["\n  fragment RingClaimFields on RingClaim {\n    id\n    ringNumber\n    status\n    message\n    reason\n    createdAt\n    resolvedAt\n    claimant {\n      id\n      shownName\n    }\n    claimantEmail\n    holder {\n      id\n      shownName\n    }\n    holderEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileRingClaim($ringNumber: String!, $message: String) {\n    fileRingClaim(ringNumber: $ringNumber, message: $message) {\n      ...RingClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation FileRingClaim($ringNumber: String!, $message: String) {\n    fileRingClaim(ringNumber: $ringNumber, message: $message) {\n      ...RingClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRingClaims {\n    myRingClaims {\n      ...RingClaimFields\n    }\n  }\n"): (typeof documents)["\n  query MyRingClaims {\n    myRingClaims {\n      ...RingClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RingClaims {\n    ringClaims {\n      ...RingClaimFields\n    }\n  }\n"): (typeof documents)["\n  query RingClaims {\n    ringClaims {\n      ...RingClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferRingClaim($id: ID!, $note: String) {\n    transferRingClaim(id: $id, note: $note) {\n      ...RingClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation TransferRingClaim($id: ID!, $note: String) {\n    transferRingClaim(id: $id, note: $note) {\n      ...RingClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRingClaim($id: ID!, $reason: String!) {\n    rejectRingClaim(id: $id, reason: $reason) {\n      ...RingClaimFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRingClaim($id: ID!, $reason: String!) {\n    rejectRingClaim(id: $id, reason: $reason) {\n      ...RingClaimFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      ...ClassificationRuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      ...ClassificationRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $language: Language) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $language: Language) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, language: $language) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailChange($language: Language) {\n    resendEmailChange(language: $language) {\n      ...SessionClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendEmailChange($language: Language) {\n    resendEmailChange(language: $language) {\n      ...SessionClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      ...SessionClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      ...SessionClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyData($language: Language) {\n    myData(language: $language)\n  }\n"): (typeof documents)["\n  query MyData($language: Language) {\n    myData(language: $language)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n    $language: Language\n    $currentPassword: String\n    $salutation: Salutation\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n      language: $language\n      currentPassword: $currentPassword\n      salutation: $salutation\n    ) {\n      ...SessionClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n    $language: Language\n    $currentPassword: String\n    $salutation: Salutation\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n      language: $language\n      currentPassword: $currentPassword\n      salutation: $salutation\n    ) {\n      ...SessionClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BestEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    total\n  }\n"): (typeof documents)["\n  fragment BestEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultBestBreeders($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n        ranked\n        ratedCount\n        tieBreak\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultBestBreeders($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n        ranked\n        ratedCount\n        tieBreak\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultBreeders($eventId: ID!, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      breederList(search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        breeders {\n          breeder {\n            id\n            shownName\n            email\n          }\n          topTotals\n          sum\n          entries {\n            cageId\n            cageNumber\n            ringNumber\n            classCode\n            total\n            place\n            prize\n            skipReason\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultBreeders($eventId: ID!, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      breederList(search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        breeders {\n          breeder {\n            id\n            shownName\n            email\n          }\n          topTotals\n          sum\n          entries {\n            cageId\n            cageNumber\n            ringNumber\n            classCode\n            total\n            place\n            prize\n            skipReason\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultCards($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      cageCards(classCode: $classCode, search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        entries {\n          ...ResultEntryFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultCards($eventId: ID!, $classCode: PigeonClass, $search: String, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      cageCards(classCode: $classCode, search: $search, offset: $offset, limit: $limit) {\n        total\n        offset\n        entries {\n          ...ResultEntryFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultClasses($eventId: ID!, $classCode: PigeonClass, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      classList(classCode: $classCode, offset: $offset, limit: $limit) {\n        total\n        offset\n        classes {\n          code\n          ratedCount\n          prizeCount\n          entryCount\n          entries {\n            ...ResultEntryFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultClasses($eventId: ID!, $classCode: PigeonClass, $offset: Int, $limit: Int) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      classes {\n        code\n      }\n      classList(classCode: $classCode, offset: $offset, limit: $limit) {\n        total\n        offset\n        classes {\n          code\n          ratedCount\n          prizeCount\n          entryCount\n          entries {\n            ...ResultEntryFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    sex\n    color\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    place\n    prize\n    skipReason\n    note\n    judge {\n      id\n      shownName\n    }\n    flightSummary {\n      prizeKm\n      prizes\n    }\n  }\n"): (typeof documents)["\n  fragment ResultEntryFields on ResultEntry {\n    cageId\n    cageNumber\n    ringNumber\n    sex\n    color\n    classCode\n    breeder {\n      id\n      shownName\n    }\n    scores {\n      ...JudgingScoresFields\n    }\n    total\n    place\n    prize\n    skipReason\n    note\n    judge {\n      id\n      shownName\n    }\n    flightSummary {\n      prizeKm\n      prizes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultEvents($limit: Int) {\n    resultEvents(limit: $limit) {\n      event {\n        ...EventSummaryFields\n      }\n      champions {\n        id\n        shownName\n      }\n      cageCount\n      ratedCount\n      breederCount\n    }\n  }\n"): (typeof documents)["\n  query ResultEvents($limit: Int) {\n    resultEvents(limit: $limit) {\n      event {\n        ...EventSummaryFields\n      }\n      champions {\n        id\n        shownName\n      }\n      cageCount\n      ratedCount\n      breederCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultFrameFields on EventResults {\n    event {\n      ...EventSummaryFields\n      resultsStatus\n      objectionDeadline\n    }\n    corrections {\n      id\n    }\n    lateRatings {\n      pending\n      accepted\n    }\n  }\n"): (typeof documents)["\n  fragment ResultFrameFields on EventResults {\n    event {\n      ...EventSummaryFields\n      resultsStatus\n      objectionDeadline\n    }\n    corrections {\n      id\n    }\n    lateRatings {\n      pending\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultSeason($season: Int!, $bestOf: Int) {\n    seasonChampionship(season: $season, bestOf: $bestOf) {\n      rank\n      breeder {\n        id\n        shownName\n      }\n      points\n      shows\n      countedShows\n    }\n    seasonShows(season: $season) {\n      event {\n        id\n        title\n        eventStart\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultSeason($season: Int!, $bestOf: Int) {\n    seasonChampionship(season: $season, bestOf: $bestOf) {\n      rank\n      breeder {\n        id\n        shownName\n      }\n      points\n      shows\n      countedShows\n    }\n    seasonShows(season: $season) {\n      event {\n        id\n        title\n        eventStart\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultSummary($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      champions {\n        id\n        shownName\n      }\n      bestCocks {\n        ...BestEntryFields\n      }\n      bestHens {\n        ...BestEntryFields\n      }\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultSummary($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      ...ResultFrameFields\n      champions {\n        id\n        shownName\n      }\n      bestCocks {\n        ...BestEntryFields\n      }\n      bestHens {\n        ...BestEntryFields\n      }\n      corrections {\n        id\n        cageNumber\n        ringNumber\n        classCode\n        oldTotal\n        newTotal\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificateEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  query CertificateEvent($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCertificates($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      event {\n        id\n        title\n        eventType\n        eventStart\n        resultsStatus\n        objectionDeadline\n        resultsFinalAt\n        location {\n          city\n        }\n      }\n      classes {\n        code\n        entries {\n          cageId\n          cageNumber\n          ringNumber\n          breeder {\n            id\n            shownName\n          }\n          total\n          place\n        }\n      }\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventCertificates($eventId: ID!) {\n    eventResults(eventId: $eventId) {\n      event {\n        id\n        title\n        eventType\n        eventStart\n        resultsStatus\n        objectionDeadline\n        resultsFinalAt\n        location {\n          city\n        }\n      }\n      classes {\n        code\n        entries {\n          cageId\n          cageNumber\n          ringNumber\n          breeder {\n            id\n            shownName\n          }\n          total\n          place\n        }\n      }\n      bestBreeders {\n        rank\n        breeder {\n          id\n          shownName\n        }\n        topTotals\n        sum\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventFees($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventFees(eventId: $eventId) {\n      eventId\n      fees {\n        pigeonFeeCents\n        breederFeeCents\n      }\n      dueCents\n      paidCents\n      openCents\n      openCount\n      breeders {\n        breeder {\n          id\n          shownName\n        }\n        email\n        pigeonCount\n        dueCents\n        paidCents\n        balanceCents\n        paidOn\n        method\n        payments {\n          id\n          amountCents\n          paidOn\n          method\n          note\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventFees($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventFees(eventId: $eventId) {\n      eventId\n      fees {\n        pigeonFeeCents\n        breederFeeCents\n      }\n      dueCents\n      paidCents\n      openCents\n      openCount\n      breeders {\n        breeder {\n          id\n          shownName\n        }\n        email\n        pigeonCount\n        dueCents\n        paidCents\n        balanceCents\n        paidOn\n        method\n        payments {\n          id\n          amountCents\n          paidOn\n          method\n          note\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordFeePayment(\n    $eventId: ID!\n    $breederId: ID!\n    $amountCents: Int!\n    $paidOn: String!\n    $method: PaymentMethod!\n    $note: String\n  ) {\n    recordFeePayment(\n      eventId: $eventId\n      breederId: $breederId\n      amountCents: $amountCents\n      paidOn: $paidOn\n      method: $method\n      note: $note\n    ) {\n      balanceCents\n    }\n  }\n"): (typeof documents)["\n  mutation RecordFeePayment(\n    $eventId: ID!\n    $breederId: ID!\n    $amountCents: Int!\n    $paidOn: String!\n    $method: PaymentMethod!\n    $note: String\n  ) {\n    recordFeePayment(\n      eventId: $eventId\n      breederId: $breederId\n      amountCents: $amountCents\n      paidOn: $paidOn\n      method: $method\n      note: $note\n    ) {\n      balanceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFees {\n    myFees {\n      eventId\n      eventTitle\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFees {\n    myFees {\n      eventId\n      eventTitle\n      dueCents\n      paidCents\n      balanceCents\n      paidOn\n      payTo {\n        ...PaymentInstructionsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCatalogue($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      eventType\n      status\n      eventStart\n      location {\n        street\n        houseNumber\n        zipCode\n        city\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCatalogue(eventId: $eventId) {\n      cageId\n      cageNumber\n      ringNumber\n      classCode\n      sex\n      color\n      breeder {\n        id\n        shownName\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventCatalogue($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      eventType\n      status\n      eventStart\n      location {\n        street\n        houseNumber\n        zipCode\n        city\n      }\n      classes {\n        code\n        judges {\n          id\n          shownName\n        }\n      }\n    }\n    eventCatalogue(eventId: $eventId) {\n      cageId\n      cageNumber\n      ringNumber\n      classCode\n      sex\n      color\n      breeder {\n        id\n        shownName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventResultsMails($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventResultsMails(eventId: $eventId) {\n      eventId\n      sentCount\n      pendingCount\n      failedCount\n      changedCount\n      mails {\n        breeder {\n          id\n          shownName\n        }\n        email\n        state\n        kind\n        sentAt\n        sentCount\n        attempts\n        lastError\n        changed\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventResultsMails($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      title\n      status\n    }\n    eventResultsMails(eventId: $eventId) {\n      eventId\n      sentCount\n      pendingCount\n      failedCount\n      changedCount\n      mails {\n        breeder {\n          id\n          shownName\n        }\n        email\n        state\n        kind\n        sentAt\n        sentCount\n        attempts\n        lastError\n        changed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendResultsMail($eventId: ID!, $breederId: ID!) {\n    resendResultsMail(eventId: $eventId, breederId: $breederId) {\n      breeder {\n        id\n      }\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation ResendResultsMail($eventId: ID!, $breederId: ID!) {\n    resendResultsMail(eventId: $eventId, breederId: $breederId) {\n      breeder {\n        id\n      }\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendFailedResultsMails($eventId: ID!) {\n    resendFailedResultsMails(eventId: $eventId) {\n      eventId\n      failedCount\n    }\n  }\n"): (typeof documents)["\n  mutation ResendFailedResultsMails($eventId: ID!) {\n    resendFailedResultsMails(eventId: $eventId) {\n      eventId\n      failedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendUpdatedResults($eventId: ID!) {\n    sendUpdatedResults(eventId: $eventId) {\n      eventId\n      changedCount\n    }\n  }\n"): (typeof documents)["\n  mutation SendUpdatedResults($eventId: ID!) {\n    sendUpdatedResults(eventId: $eventId) {\n      eventId\n      changedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClassificationReasonFields on ClassificationReason {\n    prizeKm\n    prizes\n    lastYearKm\n  }\n"): (typeof documents)["\n  fragment ClassificationReasonFields on ClassificationReason {\n    prizeKm\n    prizes\n    lastYearKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCageFields on EventCage {\n    id\n    cageNumber\n    ringNumber\n    classCode\n    manuallySet\n  }\n"): (typeof documents)["\n  fragment EventCageFields on EventCage {\n    id\n    cageNumber\n    ringNumber\n    classCode\n    manuallySet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventClassFields on EventClass {\n    code\n    registrationCount\n    cageCount\n    judges {\n      id\n      shownName\n    }\n  }\n"): (typeof documents)["\n  fragment EventClassFields on EventClass {\n    code\n    registrationCount\n    cageCount\n    judges {\n      id\n      shownName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventHeadingFields on Event {\n    id\n    title\n    status\n  }\n"): (typeof documents)["\n  fragment EventHeadingFields on Event {\n    id\n    title\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventInfoFields on Event {\n    id\n    title\n    eventType\n    description\n    registrationDeadline\n    eventStart\n    status\n    location {\n      country\n      city\n      street\n      houseNumber\n      zipCode\n    }\n  }\n"): (typeof documents)["\n  fragment EventInfoFields on Event {\n    id\n    title\n    eventType\n    description\n    registrationDeadline\n    eventStart\n    status\n    location {\n      country\n      city\n      street\n      houseNumber\n      zipCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventSummaryFields on Event {\n    id\n    title\n    eventType\n    eventStart\n    status\n    location {\n      city\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment EventSummaryFields on Event {\n    id\n    title\n    eventType\n    eventStart\n    status\n    location {\n      city\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JudgingScoresFields on JudgingScores {\n    generalImpression\n    boneStructure\n    back\n    musculature\n    wings\n  }\n"): (typeof documents)["\n  fragment JudgingScoresFields on JudgingScores {\n    generalImpression\n    boneStructure\n    back\n    musculature\n    wings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentInstructionsFields on PaymentInstructions {\n    accountHolder\n    iban\n    reference\n    amountCents\n  }\n"): (typeof documents)["\n  fragment PaymentInstructionsFields on PaymentInstructions {\n    accountHolder\n    iban\n    reference\n    amountCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PigeonClassFields on Pigeon {\n    id\n    ringNumber\n    sex\n    color\n    classification {\n      code\n      season\n      reason {\n        ...ClassificationReasonFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PigeonClassFields on Pigeon {\n    id\n    ringNumber\n    sex\n    color\n    classification {\n      code\n      season\n      reason {\n        ...ClassificationReasonFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingBoundsFields on RatingBounds {\n    min\n    max\n    step\n  }\n"): (typeof documents)["\n  fragment RatingBoundsFields on RatingBounds {\n    min\n    max\n    step\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingSchemeFields on RatingScheme {\n    generalImpression {\n      ...RatingBoundsFields\n    }\n    boneStructure {\n      ...RatingBoundsFields\n    }\n    back {\n      ...RatingBoundsFields\n    }\n    musculature {\n      ...RatingBoundsFields\n    }\n    wings {\n      ...RatingBoundsFields\n    }\n  }\n"): (typeof documents)["\n  fragment RatingSchemeFields on RatingScheme {\n    generalImpression {\n      ...RatingBoundsFields\n    }\n    boneStructure {\n      ...RatingBoundsFields\n    }\n    back {\n      ...RatingBoundsFields\n    }\n    musculature {\n      ...RatingBoundsFields\n    }\n    wings {\n      ...RatingBoundsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JudgeCageFields on JudgeCage {\n    id\n    eventId\n    cageNumber\n    classCode\n    ringNumber\n    sex\n    color\n    flightSummary {\n      ...ClassificationReasonFields\n    }\n    ownPigeon\n    judgement {\n      opId\n      kind\n      scores {\n        ...JudgingScoresFields\n      }\n      total\n      skipReason\n      note\n      clientTime\n      orderTime\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment JudgeCageFields on JudgeCage {\n    id\n    eventId\n    cageNumber\n    classCode\n    ringNumber\n    sex\n    color\n    flightSummary {\n      ...ClassificationReasonFields\n    }\n    ownPigeon\n    judgement {\n      opId\n      kind\n      scores {\n        ...JudgingScoresFields\n      }\n      total\n      skipReason\n      note\n      clientTime\n      orderTime\n      judge {\n        id\n        shownName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLateDecisions($opIds: [ID!]!) {\n    myLateDecisions(opIds: $opIds) {\n      opId\n      status\n      decidedAt\n      cage {\n        ...JudgeCageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLateDecisions($opIds: [ID!]!) {\n    myLateDecisions(opIds: $opIds) {\n      opId\n      status\n      decidedAt\n      cage {\n        ...JudgeCageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportJudgingDevice($report: JudgingDeviceReport!) {\n    reportJudgingDevice(report: $report)\n  }\n"): (typeof documents)["\n  mutation ReportJudgingDevice($report: JudgingDeviceReport!) {\n    reportJudgingDevice(report: $report)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n    submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) {\n      opId\n      outcome\n      code\n      message\n      field\n      cage {\n        ...JudgeCageFields\n      }\n      receivedAt\n      late {\n        status\n        decidedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitJudgingOps($ops: [JudgingOpInput!]!, $madeBy: ID, $device: JudgingDeviceReport) {\n    submitJudgingOps(ops: $ops, madeBy: $madeBy, device: $device) {\n      opId\n      outcome\n      code\n      message\n      field\n      cage {\n        ...JudgeCageFields\n      }\n      receivedAt\n      late {\n        status\n        decidedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n"): (typeof documents)["\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutClient($everywhere: Boolean) {\n    logoutClient(everywhere: $everywhere)\n  }\n"): (typeof documents)["\n  mutation LogoutClient($everywhere: Boolean) {\n    logoutClient(everywhere: $everywhere)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionClientFields on Client {\n    id\n    salutation\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n    pendingEmail\n  }\n"): (typeof documents)["\n  fragment SessionClientFields on Client {\n    id\n    salutation\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n    pendingEmail\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;