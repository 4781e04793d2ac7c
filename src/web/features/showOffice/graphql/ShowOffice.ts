import { graphql } from '@web/gql';

/** Admin: the event's fee list, with what the page's frame needs of the event. */
export const EVENT_FEES = graphql(`
  query EventFees($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
    }
    eventFees(eventId: $eventId) {
      eventId
      fees {
        pigeonFeeCents
        breederFeeCents
      }
      dueCents
      paidCents
      openCents
      openCount
      breeders {
        breeder {
          id
          shownName
        }
        email
        pigeonCount
        dueCents
        paidCents
        balanceCents
        paidOn
        method
        payments {
          id
          amountCents
          paidOn
          method
          note
        }
      }
    }
  }
`);

/** Admin: books a payment (or, below 0, a refund) of one breeder. */
export const RECORD_FEE_PAYMENT = graphql(`
  mutation RecordFeePayment(
    $eventId: ID!
    $breederId: ID!
    $amountCents: Int!
    $paidOn: String!
    $method: PaymentMethod!
    $note: String
  ) {
    recordFeePayment(
      eventId: $eventId
      breederId: $breederId
      amountCents: $amountCents
      paidOn: $paidOn
      method: $method
      note: $note
    ) {
      balanceCents
    }
  }
`);

/** Breeder: what they owe at each event with their pigeons. */
export const MY_FEES = graphql(`
  query MyFees {
    myFees {
      eventId
      eventTitle
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

/** Admin: what the printed catalogue and the cage labels show. */
export const EVENT_CATALOGUE = graphql(`
  query EventCatalogue($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      eventType
      status
      eventStart
      location {
        street
        houseNumber
        zipCode
        city
      }
      classes {
        code
        judges {
          id
          shownName
        }
      }
    }
    eventCatalogue(eventId: $eventId) {
      cageId
      cageNumber
      ringNumber
      classCode
      sex
      color
      breeder {
        id
        shownName
      }
    }
  }
`);

/** Admin: the results mails of an event, with what the page's frame needs of the event. */
export const EVENT_RESULTS_MAILS = graphql(`
  query EventResultsMails($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
    }
    eventResultsMails(eventId: $eventId) {
      eventId
      sentCount
      pendingCount
      failedCount
      changedCount
      mails {
        breeder {
          id
          shownName
        }
        email
        state
        kind
        sentAt
        sentCount
        attempts
        lastError
        changed
      }
    }
  }
`);

export const RESEND_RESULTS_MAIL = graphql(`
  mutation ResendResultsMail($eventId: ID!, $breederId: ID!) {
    resendResultsMail(eventId: $eventId, breederId: $breederId) {
      breeder {
        id
      }
      state
    }
  }
`);

export const RESEND_FAILED_RESULTS_MAILS = graphql(`
  mutation ResendFailedResultsMails($eventId: ID!) {
    resendFailedResultsMails(eventId: $eventId) {
      eventId
      failedCount
    }
  }
`);

export const SEND_UPDATED_RESULTS = graphql(`
  mutation SendUpdatedResults($eventId: ID!) {
    sendUpdatedResults(eventId: $eventId) {
      eventId
      changedCount
    }
  }
`);
