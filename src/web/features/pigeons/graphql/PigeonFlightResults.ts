import { graphql } from '@web/gql';

/** One pigeon with its flight results (newest first). */
export const PIGEON_FLIGHT_RESULTS = graphql(`
  query PigeonFlightResults($id: ID!, $season: Int) {
    pigeon(id: $id, season: $season) {
      ...PigeonListFields
      flightResults {
        id
        date
        releaseLocation
        distanceKm
        ranking
        participants
        averageDistanceKm
        year
      }
    }
  }
`);
