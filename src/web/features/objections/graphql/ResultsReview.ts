import { graphql } from '@web/gql';

/** The office's review of a show's results: where they stand, the objections, the cages. */
export const RESULTS_REVIEW = graphql(`
  query ResultsReview($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
      resultsStatus
      objectionDeadline
      objectionDays
      resultsFinalAt
      ratingScheme {
        ...RatingSchemeFields
      }
    }
    objections(eventId: $eventId) {
      ...ObjectionFields
    }
    eventCages(eventId: $eventId) {
      id
      cageNumber
      ringNumber
      classCode
    }
  }
`);

// An objection as the office's list and the breeder's page show it.
graphql(`
  fragment ObjectionFields on Objection {
    id
    cageId
    cageNumber
    ringNumber
    classCode
    breeder {
      id
      shownName
    }
    reason
    status
    answer
    filedAt
    answeredAt
  }
`);

/** The corrections so far (the results exist only after the end). */
export const RESULTS_REVIEW_CORRECTIONS = graphql(`
  query ResultsReviewCorrections($eventId: ID!) {
    eventResults(eventId: $eventId) {
      corrections {
        id
        cageNumber
        ringNumber
        classCode
        oldTotal
        newTotal
        reason
        at
      }
    }
  }
`);

export const ANSWER_OBJECTION = graphql(`
  mutation AnswerObjection($id: ID!, $upheld: Boolean!, $answer: String!) {
    answerObjection(id: $id, upheld: $upheld, answer: $answer) {
      ...ObjectionFields
    }
  }
`);

export const FINALIZE_RESULTS = graphql(`
  mutation FinalizeResults($eventId: ID!, $early: Boolean) {
    finalizeResults(eventId: $eventId, early: $early) {
      id
      resultsStatus
      resultsFinalAt
    }
  }
`);
