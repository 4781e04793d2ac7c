import { graphql } from '@web/gql';

/** Where a breeder transfers what is open: the event page and the dashboard show it alike. */
export const PAYMENT_INSTRUCTIONS_FIELDS = graphql(`
  fragment PaymentInstructionsFields on PaymentInstructions {
    accountHolder
    iban
    reference
    amountCents
  }
`);
