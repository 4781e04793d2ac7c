import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { ProfilePage } from '@web/app/pages/ProfilePage';
import { CANCEL_EMAIL_CHANGE } from '@web/features/profile/graphql/EmailChange';
import { SAVE_CLIENT } from '@web/features/profile/graphql/SaveClient';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { describe, expect, it } from 'vitest';

// A changed address waits for its link: the profile says which one, keeps the address in effect in
// the form, and offers to send the link again or to drop the change.

const breeder: SessionUser = {
  ...EMPTY_USER,
  id: 7,
  firstName: 'Karl',
  lastName: 'Zimmermann',
  email: 'karl@example.org',
  role: 'BREEDER',
  pendingEmail: 'karl.neu@example.org',
};

const client = (pendingEmail: string | null) => ({
  __typename: 'Client' as const,
  id: 7,
  salutation: null,
  firstName: 'Karl',
  lastName: 'Zimmermann',
  email: 'karl@example.org',
  role: 'BREEDER' as const,
  phoneNumber: null,
  website: null,
  emailPublic: false,
  pendingEmail,
});

async function renderProfile(path: string, user: SessionUser, mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <ProfilePage />
    </MockedProvider>,
    { path, user },
  );
}

describe('the profile with a changed e-mail address', () => {
  it('shows the pending address in German, with the address in effect in the form', async () => {
    await renderProfile('/profile', breeder);
    const notice = screen.getByRole('alert', { name: /Neue E-Mail-Adresse noch nicht bestätigt/ });
    expect(notice).toHaveTextContent(
      'Wir haben einen Bestätigungslink an karl.neu@example.org geschickt. Die neue Adresse gilt erst, wenn Sie ihn öffnen; bis dahin loggen Sie sich weiter mit karl@example.org ein.',
    );
    expect(within(notice).getByRole('button', { name: 'Link erneut senden' })).toBeEnabled();
    expect(within(notice).getByRole('button', { name: 'Änderung verwerfen' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^E-Mail/ })).toHaveValue('karl@example.org');
  });

  it('shows it in English', async () => {
    await renderProfile('/en/profile', breeder);
    const notice = screen.getByRole('alert', { name: /New e-mail address not confirmed yet/ });
    expect(notice).toHaveTextContent(
      'We have sent a confirmation link to karl.neu@example.org. The new address only takes effect once you open it; until then you keep logging in with karl@example.org.',
    );
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Cancel the change' })).toBeInTheDocument();
  });

  it('shows nothing while no change waits', async () => {
    await renderProfile('/profile', { ...breeder, pendingEmail: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
    expect(screen.queryByText(/Bestätigungslink/)).not.toBeInTheDocument();
  });

  it('keeps the address in effect in the form after a new one was saved, and shows the new one waiting', async () => {
    const user = userEvent.setup();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: SAVE_CLIENT,
          variables: {
            id: 7,
            email: 'karl.neu@example.org',
            firstName: 'Karl',
            lastName: 'Zimmermann',
            website: null,
            phoneNumber: null,
            emailPublic: false,
            salutation: null,
            language: 'en',
            currentPassword: await passwordDigest('altes Passwort'),
          },
        },
        result: { data: { saveClient: client('karl.neu@example.org') } },
      },
    ];
    await renderProfile('/en/profile', { ...breeder, pendingEmail: '' }, mocks);
    const field = screen.getByRole('textbox', { name: /^E-mail/ });
    await user.clear(field);
    await user.type(field, 'karl.neu@example.org');
    // A new address asks for the current password; a session alone is not enough. (The section
    // that changes the password has a field of that name too.)
    const details = within(screen.getByRole('tabpanel', { name: 'Required details' }));
    await user.type(details.getByLabelText(/^Current password/), 'altes Passwort');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('alert', { name: /New e-mail address not confirmed yet/ }),
    ).toHaveTextContent('karl.neu@example.org');
    // The form is reset to the saved client right after the answer, not necessarily in the same render.
    await waitFor(() => expect(field).toHaveValue('karl@example.org'));
  });

  it('drops the notice once the change is cancelled', async () => {
    const user = userEvent.setup();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: CANCEL_EMAIL_CHANGE, variables: {} },
        result: { data: { cancelEmailChange: client(null) } },
      },
    ];
    await renderProfile('/profile', breeder, mocks);
    await user.click(screen.getByRole('button', { name: 'Änderung verwerfen' }));
    await expect
      .poll(() => screen.queryByRole('alert', { name: /Neue E-Mail-Adresse noch nicht bestätigt/ }))
      .toBeNull();
  });
});
