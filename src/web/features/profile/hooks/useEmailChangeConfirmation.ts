import type { MessageDescriptor } from '@lingui/core';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { restoreSession } from '@web/lib/session/restoreSession';
import type { SessionStore } from '@web/lib/session/sessionStore';
import { useEffect, useState } from 'react';
import { CONFIRM_EMAIL_CHANGE } from '../graphql/EmailChange';

export type EmailChangeConfirmationState =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string; loggedIn: boolean }
  | { kind: 'failed'; message: MessageDescriptor };

// A link works once: one request per token, even when React runs the effect twice.
const requests = new Map<string, Promise<string>>();

function confirmOnce(token: string): Promise<string> {
  let request = requests.get(token);
  if (!request) {
    request = fetchGraphQL(CONFIRM_EMAIL_CHANGE, { token }).then(
      (data) => data.confirmEmailChange,
      (error: unknown) => {
        requests.delete(token); // a reload may try again (e.g. after a network failure)
        throw error;
      },
    );
    requests.set(token, request);
  }
  return request;
}

/**
 * Makes the pending address the account's with the token of the mailed link (no login needed: it
 * may be opened on another device). The change ends every session of the account, so one kept in
 * this browser is read again: the server refuses it, and the page and header then ask for a new
 * login with the new address instead of showing a session that no longer works.
 */
export function useEmailChangeConfirmation(token: string, store: SessionStore): EmailChangeConfirmationState {
  const [state, setState] = useState<EmailChangeConfirmationState>({ kind: 'confirming' });
  useEffect(() => {
    let active = true;
    if (token === '') {
      setState({ kind: 'failed', message: errorMessage(null, 'confirmEmail') });
      return;
    }
    confirmOnce(token)
      .then(async (email) => {
        const loggedIn = await restoreSession(store);
        if (active) setState({ kind: 'confirmed', email, loggedIn });
      })
      .catch((error: unknown) => {
        if (active) setState({ kind: 'failed', message: errorMessage(error, 'confirmEmail') });
      });
    return () => {
      active = false;
    };
  }, [token, store]);
  return state;
}
