import { graphql } from '@web/gql';

/** Admin: a page of every show with its counts, for the office's overview. */
export const EVENT_OVERVIEW = graphql(`
  query EventOverview($status: EventStatus, $search: String, $offset: Int, $limit: Int) {
    eventOverview(status: $status, search: $search, offset: $offset, limit: $limit) {
      total
      events {
        event {
          id
          title
          status
          resultsStatus
          objectionDeadline
          eventStart
          location {
            city
          }
        }
        breederCount
        pigeonCount
        cageCount
        judgedCount
        classesWithoutJudge
        pendingLateRatings
        openObjections
      }
    }
  }
`);
