import { graphql } from '@web/gql';

/** Breeder: the own pigeons classed for the event's season. */
export const EVENT_PIGEONS = graphql(`
  query EventPigeons($season: Int) {
    myPigeons(season: $season) {
      ...PigeonClassFields
    }
  }
`);
