import { graphql } from '@web/gql';

/** Admin: how each judge of the event judged so far, and the ratings far from their class's mean. */
export const JUDGE_STATISTICS = graphql(`
  query JudgeStatistics($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
    }
    judgeStatistics(eventId: $eventId) {
      eventId
      judges {
        judge {
          id
          shownName
        }
        classes
        ratings
        skips
        meanTotal
        spread
        deviation
        tendency
      }
      outliers {
        cageId
        cageNumber
        classCode
        judge {
          id
          shownName
        }
        total
        classMean
        classSpread
      }
    }
  }
`);
