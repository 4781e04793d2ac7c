import { act } from '@testing-library/react';
import { SessionProvider, useSession } from '@web/lib/session/SessionContext';
import { createSessionStore, endSession, GUEST } from '@web/lib/session/sessionStore';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// A page the server rendered for a guest, taken over in the browser of a guest: the header and
// everything else that shows the session is not rendered a second time (a phone's long task).

let renders = 0;

function AccountButton() {
  renders += 1;
  const { loggedIn } = useSession();
  return <button type="button">{loggedIn ? 'Konto' : 'Anmelden'}</button>;
}

describe("a guest's take-over of a page rendered for a guest", () => {
  it("renders the session's users once, and a guest after a logout is that same guest", async () => {
    const html = renderToString(
      <SessionProvider>
        <AccountButton />
      </SessionProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    renders = 0;
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <SessionProvider>
          <AccountButton />
        </SessionProvider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Anmelden');
    expect(renders).toBe(1);
    act(() => root.unmount());
    container.remove();

    const store = createSessionStore({ user: { ...GUEST.user, id: 7 }, ready: true });
    endSession(store);
    expect(store.getState()).toBe(GUEST);
  });
});
