import { graphql } from '@web/gql';

/** What the event page shows; also what the live subscription sends. */
export const EVENT_DETAIL_FIELDS = graphql(`
  fragment EventDetailFields on Event {
    ...EventInfoFields
    season
    resultsStatus
    objectionDeadline
    registrationCount
    cageCount
    creator {
      id
      shownName
    }
    classes {
      ...EventClassFields
    }
    myRegistrations {
      id
      pigeonId
      ringNumber
      sex
      color
      classCode
      reason {
        ...ClassificationReasonFields
      }
      cageNumber
      cageId
    }
    fees {
      pigeonFeeCents
      breederFeeCents
    }
    myFee {
      pigeonCount
      dueCents
      paidCents
      balanceCents
      paidOn
      payTo {
        ...PaymentInstructionsFields
      }
    }
  }
`);
