import { graphql } from '@web/gql';

/** A ring claim as its lists show it; the office's fields are null in the claimant's own view. */
export const RING_CLAIM_FIELDS = graphql(`
  fragment RingClaimFields on RingClaim {
    id
    ringNumber
    status
    message
    reason
    createdAt
    resolvedAt
    claimant {
      id
      shownName
    }
    claimantEmail
    holder {
      id
      shownName
    }
    holderEmail
  }
`);
