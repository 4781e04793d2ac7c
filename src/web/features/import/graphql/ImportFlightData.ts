import { graphql } from '@web/gql';

/** Admin: reads flight-result files; a dry run checks and writes nothing. */
export const IMPORT_FLIGHT_DATA = graphql(`
  mutation ImportFlightData($files: [ImportFileInput!]!, $dryRun: Boolean!) {
    importFlightData(files: $files, dryRun: $dryRun) {
      dryRun
      added
      unchanged
      rejected
      problemCount
      files {
        name
        format
        encoding
        delimiter
        rows
        added
        unchanged
        rejected
        problemCount
        columns {
          header
          field
        }
        preview {
          line
          cells
        }
        problems {
          file
          line
          field
          code
          params {
            limit
            otherLine
            firstLine
            example
            participants
            dateYear
          }
          message
          value
        }
      }
    }
  }
`);
