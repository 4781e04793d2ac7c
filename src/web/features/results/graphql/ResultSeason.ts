import { graphql } from '@web/gql';

/** A season's championship (each breeder's best bestOf shows, or all) and the shows it counts. */
export const RESULT_SEASON = graphql(`
  query ResultSeason($season: Int!, $bestOf: Int) {
    seasonChampionship(season: $season, bestOf: $bestOf) {
      rank
      breeder {
        id
        shownName
      }
      points
      shows
      countedShows
    }
    seasonShows(season: $season) {
      event {
        id
        title
        eventStart
      }
    }
  }
`);
