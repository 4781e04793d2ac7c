import type { MessageDescriptor } from '@lingui/core';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { fetchGraphQL, GraphQLRequestError } from '@web/lib/graphql/fetchGraphQL';
import { restoreSession } from '@web/lib/session/restoreSession';
import type { SessionStore } from '@web/lib/session/sessionStore';
import { useEffect, useState } from 'react';
import { VERIFY_CLIENT } from '../graphql/VerifyClient';

export type VerificationState =
  | { kind: 'verifying' }
  | { kind: 'verified'; already: boolean; loggedIn: boolean }
  | { kind: 'failed'; message: MessageDescriptor };

// A code is single use: one request per code, even when React runs the effect twice.
const requests = new Map<string, Promise<boolean>>();

function verifyOnce(code: string): Promise<boolean> {
  let request = requests.get(code);
  if (!request) {
    request = fetchGraphQL(VERIFY_CLIENT, { verificationCode: code }).then(
      () => false,
      (error: unknown) => {
        // Confirmed before (another tab, a second click): that is success too.
        if (error instanceof GraphQLRequestError && error.code === 'CLIENT_ALREADY_VERIFIED') return true;
        requests.delete(code); // a reload may try again (e.g. after a network failure)
        throw error;
      },
    );
    requests.set(code, request);
  }
  return request;
}

/**
 * Confirms the e-mail address with the link's code. A token kept from the registration in this
 * browser becomes valid now: the session is restored, so the user is logged in straight away.
 */
export function useVerification(code: string, store: SessionStore): VerificationState {
  const [state, setState] = useState<VerificationState>({ kind: 'verifying' });
  useEffect(() => {
    let active = true;
    if (code === '') {
      setState({ kind: 'failed', message: errorMessage(null, 'verify') });
      return;
    }
    verifyOnce(code)
      .then(async (already) => {
        const loggedIn = await restoreSession(store);
        if (active) setState({ kind: 'verified', already, loggedIn });
      })
      .catch((error: unknown) => {
        if (active) setState({ kind: 'failed', message: errorMessage(error, 'verify') });
      });
    return () => {
      active = false;
    };
  }, [code, store]);
  return state;
}
