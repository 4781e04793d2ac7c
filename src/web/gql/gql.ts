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
    "\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n": typeof types.ClientRoleFieldsFragmentDoc,
    "\n  query ClientsSearch($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n": typeof types.ClientsSearchDocument,
    "\n  mutation SetClientRole($id: Int!, $role: Role!) {\n    setClientRole(id: $id, role: $role) {\n      ...ClientRoleFields\n    }\n  }\n": typeof types.SetClientRoleDocument,
    "\n  query LoginClient($email: String!, $password: String!) {\n    loginClient(email: $email, password: $password) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n": typeof types.LoginClientDocument,
    "\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n": typeof types.RegisterClientDocument,
    "\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $resetToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) {\n      id\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyClient($verificationCode: String!) {\n    verifyClient(verificationCode: $verificationCode)\n  }\n": typeof types.VerifyClientDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  query EventsList($upcomingOnly: Boolean, $limit: Int) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit) {\n      id\n      ...EventCardFields\n    }\n  }\n": typeof types.EventsListDocument,
    "\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          message\n          value\n        }\n      }\n    }\n  }\n": typeof types.ImportFlightDataDocument,
    "\n  query ClassificationRules {\n    classificationRules {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n": typeof types.ClassificationRulesDocument,
    "\n  mutation CreatePigeon($input: PigeonInput!) {\n    createPigeon(input: $input) {\n      ...PigeonListFields\n    }\n  }\n": typeof types.CreatePigeonDocument,
    "\n  mutation DeletePigeon($id: ID!) {\n    deletePigeon(id: $id)\n  }\n": typeof types.DeletePigeonDocument,
    "\n  query MyPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonListFields\n    }\n  }\n": typeof types.MyPigeonsDocument,
    "\n  query PigeonFlightResults($id: ID!, $season: Int) {\n    pigeon(id: $id, season: $season) {\n      ...PigeonListFields\n      flightResults {\n        id\n        date\n        releaseLocation\n        distanceKm\n        ranking\n        participants\n        averageDistanceKm\n        year\n      }\n    }\n  }\n": typeof types.PigeonFlightResultsDocument,
    "\n  fragment PigeonListFields on Pigeon {\n    id\n    ringNumber\n    association\n    ringYear\n    serial\n    sex\n    color\n    prizes\n    prizeKm\n    classification {\n      code\n      season\n      reason {\n        prizeKm\n        prizes\n        lastYearKm\n      }\n    }\n  }\n": typeof types.PigeonListFieldsFragmentDoc,
    "\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n": typeof types.UpdateClassificationRulesDocument,
    "\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n": typeof types.UpdatePigeonDocument,
    "\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n    ) {\n      ...SessionClientFields\n    }\n  }\n": typeof types.SaveClientDocument,
    "\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n": typeof types.GetClientByJwtDocument,
    "\n  fragment SessionClientFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n  }\n": typeof types.SessionClientFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n": types.ClientRoleFieldsFragmentDoc,
    "\n  query ClientsSearch($search: String, $limit: Int) {\n    clients(search: $search, limit: $limit) {\n      ...ClientRoleFields\n    }\n  }\n": types.ClientsSearchDocument,
    "\n  mutation SetClientRole($id: Int!, $role: Role!) {\n    setClientRole(id: $id, role: $role) {\n      ...ClientRoleFields\n    }\n  }\n": types.SetClientRoleDocument,
    "\n  query LoginClient($email: String!, $password: String!) {\n    loginClient(email: $email, password: $password) {\n      client {\n        ...SessionClientFields\n      }\n      token\n    }\n  }\n": types.LoginClientDocument,
    "\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n": types.RegisterClientDocument,
    "\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $resetToken: String!, $newPassword: String!) {\n    resetPassword(email: $email, resetToken: $resetToken, newPassword: $newPassword) {\n      id\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyClient($verificationCode: String!) {\n    verifyClient(verificationCode: $verificationCode)\n  }\n": types.VerifyClientDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  query EventsList($upcomingOnly: Boolean, $limit: Int) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit) {\n      id\n      ...EventCardFields\n    }\n  }\n": types.EventsListDocument,
    "\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          message\n          value\n        }\n      }\n    }\n  }\n": types.ImportFlightDataDocument,
    "\n  query ClassificationRules {\n    classificationRules {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n": types.ClassificationRulesDocument,
    "\n  mutation CreatePigeon($input: PigeonInput!) {\n    createPigeon(input: $input) {\n      ...PigeonListFields\n    }\n  }\n": types.CreatePigeonDocument,
    "\n  mutation DeletePigeon($id: ID!) {\n    deletePigeon(id: $id)\n  }\n": types.DeletePigeonDocument,
    "\n  query MyPigeons($season: Int) {\n    myPigeons(season: $season) {\n      ...PigeonListFields\n    }\n  }\n": types.MyPigeonsDocument,
    "\n  query PigeonFlightResults($id: ID!, $season: Int) {\n    pigeon(id: $id, season: $season) {\n      ...PigeonListFields\n      flightResults {\n        id\n        date\n        releaseLocation\n        distanceKm\n        ranking\n        participants\n        averageDistanceKm\n        year\n      }\n    }\n  }\n": types.PigeonFlightResultsDocument,
    "\n  fragment PigeonListFields on Pigeon {\n    id\n    ringNumber\n    association\n    ringYear\n    serial\n    sex\n    color\n    prizes\n    prizeKm\n    classification {\n      code\n      season\n      reason {\n        prizeKm\n        prizes\n        lastYearKm\n      }\n    }\n  }\n": types.PigeonListFieldsFragmentDoc,
    "\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n": types.UpdateClassificationRulesDocument,
    "\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n": types.UpdatePigeonDocument,
    "\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n    ) {\n      ...SessionClientFields\n    }\n  }\n": types.SaveClientDocument,
    "\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n": types.GetClientByJwtDocument,
    "\n  fragment SessionClientFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n  }\n": types.SessionClientFieldsFragmentDoc,
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
export function graphql(source: "\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment ClientRoleFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n  }\n"];
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
export function graphql(source: "\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterClient(\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $pwdHash: String!\n    $language: Language!\n  ) {\n    registerClient(\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      pwdHash: $pwdHash\n      language: $language\n    ) {\n      client {\n        id\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!, $language: Language!) {\n    requestPasswordReset(email: $email, language: $language) {\n      id\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment EventCardFields on Event {\n    id\n    title\n    eventType\n    registrationDeadline\n    eventStart\n    status\n    location {\n      city\n      zipCode\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsList($upcomingOnly: Boolean, $limit: Int) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit) {\n      id\n      ...EventCardFields\n    }\n  }\n"): (typeof documents)["\n  query EventsList($upcomingOnly: Boolean, $limit: Int) {\n    events(upcomingOnly: $upcomingOnly, limit: $limit) {\n      id\n      ...EventCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          message\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {\n    importFlightData(files: $files, dryRun: $dryRun) {\n      dryRun\n      added\n      unchanged\n      rejected\n      problemCount\n      files {\n        name\n        format\n        encoding\n        delimiter\n        rows\n        added\n        unchanged\n        rejected\n        problemCount\n        columns {\n          header\n          field\n        }\n        preview {\n          line\n          cells\n        }\n        problems {\n          file\n          line\n          field\n          code\n          message\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassificationRules {\n    classificationRules {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n"): (typeof documents)["\n  query ClassificationRules {\n    classificationRules {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PigeonListFields on Pigeon {\n    id\n    ringNumber\n    association\n    ringYear\n    serial\n    sex\n    color\n    prizes\n    prizeKm\n    classification {\n      code\n      season\n      reason {\n        prizeKm\n        prizes\n        lastYearKm\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PigeonListFields on Pigeon {\n    id\n    ringNumber\n    association\n    ringYear\n    serial\n    sex\n    color\n    prizes\n    prizeKm\n    classification {\n      code\n      season\n      reason {\n        prizeKm\n        prizes\n        lastYearKm\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClassificationRules($input: [ClassificationRuleInput!]!) {\n    updateClassificationRules(input: $input) {\n      level\n      sex\n      code\n      minKm\n      minPrizes\n      minLastYearKm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePigeon($id: ID!, $input: PigeonInput!) {\n    updatePigeon(id: $id, input: $input) {\n      ...PigeonListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n    ) {\n      ...SessionClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveClient(\n    $id: Int!\n    $email: String!\n    $firstName: String!\n    $lastName: String!\n    $website: String\n    $emailPublic: Boolean!\n    $phoneNumber: String\n  ) {\n    saveClient(\n      id: $id\n      email: $email\n      firstName: $firstName\n      lastName: $lastName\n      website: $website\n      emailPublic: $emailPublic\n      phoneNumber: $phoneNumber\n    ) {\n      ...SessionClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n"): (typeof documents)["\n  query GetClientByJwt {\n    getClientByJWT {\n      ...SessionClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionClientFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n  }\n"): (typeof documents)["\n  fragment SessionClientFields on Client {\n    id\n    firstName\n    lastName\n    email\n    role\n    phoneNumber\n    website\n    emailPublic\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;