import { graphql } from '@web/gql';

/** An event's result page: the champions and the best cocks and hens. */
export const RESULT_SUMMARY = graphql(`
  query ResultSummary($eventId: ID!) {
    eventResults(eventId: $eventId) {
      ...ResultFrameFields
      champions {
        id
        shownName
      }
      bestCocks {
        ...BestEntryFields
      }
      bestHens {
        ...BestEntryFields
      }
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
