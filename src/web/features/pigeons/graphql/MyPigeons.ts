import { graphql } from '@web/gql';

/** Breeder: the own pigeons, classed for the season. */
export const MY_PIGEONS = graphql(`
  query MyPigeons($season: Int) {
    myPigeons(season: $season) {
      ...PigeonListFields
    }
  }
`);
