import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { ProfilePage } from '@web/app/pages/ProfilePage';
import { CHANGE_PASSWORD } from '@web/features/profile/graphql/ChangePassword';
import { passwordDigest } from '@web/lib/session/passwordDigest';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { readToken } from '@web/lib/session/tokenStorage';
import { afterEach, describe, expect, it } from 'vitest';

// The profile's "Passwort ändern": checked in the browser by the rules of sign-up, a wrong current
// password said on its field, and once changed this device keeps going with the fresh token.

const breeder: SessionUser = {
  ...EMPTY_USER,
  id: 7,
  firstName: 'Karl',
  lastName: 'Zimmermann',
  email: 'karl@example.org',
  role: 'BREEDER',
};

const client = {
  __typename: 'Client' as const,
  id: 7,
  firstName: 'Karl',
  lastName: 'Zimmermann',
  email: 'karl@example.org',
  role: 'BREEDER' as const,
  phoneNumber: null,
  website: null,
  emailPublic: false,
  pendingEmail: null,
};

async function changeRequest(current: string, next: string, language = 'de') {
  return {
    query: CHANGE_PASSWORD,
    variables: {
      currentPassword: await passwordDigest(current),
      newPassword: await passwordDigest(next),
      language,
    },
  };
}

async function renderProfile(path: string, user: SessionUser, mocks: MockLink.MockedResponse[] = []) {
  await renderWithProviders(
    <MockedProvider mocks={mocks}>
      <ProfilePage />
    </MockedProvider>,
    { path, user },
  );
  return within(screen.getByRole('region', { name: /^(Passwort ändern|Change password)$/ }));
}

afterEach(() => {
  localStorage.clear();
});

describe('changing the password on the profile', () => {
  it('checks the fields in the browser and names each, sending nothing', async () => {
    const user = userEvent.setup();
    const section = await renderProfile('/profile', breeder);
    await user.click(section.getByRole('button', { name: 'Passwort ändern' }));
    const current = section.getByLabelText(/^Aktuelles Passwort/);
    expect(current).toHaveAccessibleDescription('Bitte geben Sie Ihr aktuelles Passwort ein.');
    await waitFor(() => expect(current).toHaveFocus());
    await user.type(current, 'altes Passwort');
    await user.type(section.getByLabelText(/^Neues Passwort\s*\*?$/), 'kurz');
    await user.type(section.getByLabelText(/^Neues Passwort wiederholen/), 'kurz!');
    await user.click(section.getByRole('button', { name: 'Passwort ändern' }));
    expect(section.getByLabelText(/^Neues Passwort\s*\*?$/)).toHaveAccessibleDescription(
      /Das Passwort muss mindestens 8 Zeichen lang sein\./,
    );
    expect(section.getByLabelText(/^Neues Passwort wiederholen/)).toHaveAccessibleDescription(
      'Die Passwörter stimmen nicht überein.',
    );
    expect(current).not.toHaveAttribute('aria-invalid');
    // Nothing was sent: a request without an answer would have shown an alert.
    expect(section.queryByRole('alert')).toBeNull();
  });

  it('says a wrong current password on its field, in English', async () => {
    const user = userEvent.setup();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: await changeRequest('geraten', 'neues Passwort', 'en'),
        result: {
          errors: [
            {
              message: 'The current password is wrong',
              extensions: { code: 'CURRENT_PASSWORD_WRONG', field: 'currentPassword' },
            },
          ],
        },
      },
    ];
    const section = await renderProfile('/en/profile', breeder, mocks);
    const current = section.getByLabelText(/^Current password/);
    await user.type(current, 'geraten');
    await user.type(section.getByLabelText(/^New password\s*\*?$/), 'neues Passwort');
    await user.type(section.getByLabelText(/^Repeat new password/), 'neues Passwort');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is wrong.'));
    await waitFor(() => expect(current).toHaveFocus());
    expect(section.queryByText(/Your password has been changed/)).not.toBeInTheDocument();
  });

  it('keeps this device logged in with the fresh token, empties the form and says what ended', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'old-token');
    const mocks: MockLink.MockedResponse[] = [
      {
        request: await changeRequest('altes Passwort', 'neues Passwort'),
        result: { data: { changePassword: { __typename: 'LoginResult', client, token: 'fresh-token' } } },
      },
    ];
    const section = await renderProfile(
      '/profile',
      { ...breeder, pendingEmail: 'karl.neu@example.org' },
      mocks,
    );
    expect(
      screen.getByRole('alert', { name: /Neue E-Mail-Adresse noch nicht bestätigt/ }),
    ).toBeInTheDocument();
    await user.type(section.getByLabelText(/^Aktuelles Passwort/), 'altes Passwort');
    await user.type(section.getByLabelText(/^Neues Passwort\s*\*?$/), 'neues Passwort');
    await user.type(section.getByLabelText(/^Neues Passwort wiederholen/), 'neues Passwort');
    await user.click(section.getByRole('button', { name: 'Passwort ändern' }));

    const done = await section.findByRole('alert');
    expect(done).toHaveTextContent(
      'Ihr Passwort wurde geändert. Auf allen anderen Geräten sind Sie jetzt ausgeloggt; auf diesem bleiben Sie eingeloggt. Die Änderung der E-Mail-Adresse auf karl.neu@example.org ist damit verworfen; Sie können sie erneut beantragen.',
    );
    expect(readToken()).toBe('fresh-token');
    // The server dropped the waiting change of address; the profile follows.
    expect(screen.queryByRole('alert', { name: /Neue E-Mail-Adresse noch nicht bestätigt/ })).toBeNull();
    for (const label of [/^Aktuelles Passwort/, /^Neues Passwort\s*\*?$/, /^Neues Passwort wiederholen/])
      expect(section.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
  });
});
