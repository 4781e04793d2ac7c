import { graphql } from '@web/gql';

/** Breeder: reports a ring another breeder's pigeon holds to the show office. */
export const FILE_RING_CLAIM = graphql(`
  mutation FileRingClaim($ringNumber: String!, $message: String) {
    fileRingClaim(ringNumber: $ringNumber, message: $message) {
      ...RingClaimFields
    }
  }
`);

/** Breeder: their claims and what became of them. */
export const MY_RING_CLAIMS = graphql(`
  query MyRingClaims {
    myRingClaims {
      ...RingClaimFields
    }
  }
`);

/** Admin: every claim, open ones first. */
export const RING_CLAIMS = graphql(`
  query RingClaims {
    ringClaims {
      ...RingClaimFields
    }
  }
`);

/** Admin: the pigeon goes to the claimant. */
export const TRANSFER_RING_CLAIM = graphql(`
  mutation TransferRingClaim($id: ID!, $note: String) {
    transferRingClaim(id: $id, note: $note) {
      ...RingClaimFields
    }
  }
`);

/** Admin: the claim is rejected, with the reason the claimant reads. */
export const REJECT_RING_CLAIM = graphql(`
  mutation RejectRingClaim($id: ID!, $reason: String!) {
    rejectRingClaim(id: $id, reason: $reason) {
      ...RingClaimFields
    }
  }
`);
