import { graphql } from '@web/gql';

/** Admin: a page of the show's audit trail, filtered, with the judges to filter by. */
export const EVENT_AUDIT_TRAIL = graphql(`
  query EventAuditTrail(
    $eventId: ID!
    $cageNumber: Int
    $judgeId: ID
    $kind: AuditEntryKind
    $offset: Int
    $limit: Int
  ) {
    eventAuditTrail(
      eventId: $eventId
      cageNumber: $cageNumber
      judgeId: $judgeId
      kind: $kind
      offset: $offset
      limit: $limit
    ) {
      total
      judges {
        id
        shownName
      }
      entries {
        id
        kind
        at
        by {
          id
          shownName
        }
        judge {
          id
          shownName
        }
        cageNumber
        ringNumber
        classCode
        oldValue {
          total
          skipReason
        }
        newValue {
          total
          skipReason
        }
        reason
      }
    }
  }
`);
