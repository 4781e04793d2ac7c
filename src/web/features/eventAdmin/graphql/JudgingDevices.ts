import { graphql } from '@web/gql';

/** Admin: the judges' tablets of an event, as they last reported (the device panel, the end dialog). */
export const JUDGING_DEVICES = graphql(`
  query JudgingDevices($eventId: ID!) {
    event(id: $eventId) {
      id
      title
      status
    }
    judgingDevices(eventId: $eventId) {
      deviceId
      judge {
        id
        shownName
      }
      name
      appVersion
      lastSeenAt
      pendingCount
      oldestPendingAt
      readyForOffline
      storagePersisted
      batteryLevel
      charging
      stale
    }
  }
`);
