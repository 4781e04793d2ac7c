import { graphql } from '@web/gql';

/** The tablet's heartbeat for the show office's device panel, at most once a minute while online. */
export const REPORT_JUDGING_DEVICE = graphql(`
  mutation ReportJudgingDevice($report: JudgingDeviceReport!) {
    reportJudgingDevice(report: $report)
  }
`);
