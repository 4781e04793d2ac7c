import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@tests/support/renderWithProviders';
import { judgingDb } from '@web/lib/outbox/judgingDbInstance';
import { saveJudgement } from '@web/lib/outbox/saveJudgement';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { afterEach, describe, expect, it } from 'vitest';

// An account that judged on this device and lost the judge's role: its ratings are neither sent
// (the server takes them from judges only) nor silently gone.

const formerJudge: SessionUser = {
  ...EMPTY_USER,
  id: 3,
  firstName: 'Renate',
  lastName: 'Richter',
  email: 'richter@example.org',
  role: 'BREEDER',
};
const LAZY = { timeout: 5000 };

afterEach(async () => {
  localStorage.clear();
  await judgingDb().outbox.clear();
});

describe('a former judge’s ratings on the device', () => {
  it('are named on the dashboard as not accepted, with the way to them', async () => {
    localStorage.setItem(
      'outbox-judges',
      JSON.stringify([{ id: 3, name: 'Renate Richter', email: 'richter@example.org', waiting: 2, late: 0 }]),
    );
    await renderRoute('/en/dashboard', { user: formerJudge });
    expect(
      await screen.findByText('Not accepted: you no longer have the judge’s role', {}, LAZY),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /2 of your ratings are still on this device\. The server takes ratings from judges only/,
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'To the ratings on this device' }, LAZY)).toHaveAttribute(
      'href',
      '/en/judge/outbox',
    );
  });

  it('are listed on their page as not accepted, with the CSV export and no sending', async () => {
    localStorage.setItem(
      'outbox-judges',
      JSON.stringify([{ id: 3, name: 'Renate Richter', email: 'richter@example.org', waiting: 1, late: 0 }]),
    );
    await saveJudgement(judgingDb(), formerJudge.id as number, {
      eventId: '1',
      eventTitle: 'Herbstschau',
      cageId: '11',
      cageNumber: 4,
      ringNumber: 'DV-06976-21-134',
      classCode: 'JUNGTAUBE_M',
      kind: 'SKIP',
      scores: null,
      skipReason: 'ABSENT',
      note: null,
    });
    await renderRoute('/judge/outbox', { user: formerJudge });
    expect(
      await screen.findByRole('heading', { name: /^Nicht angenommen: keine Richterrolle mehr/ }, LAZY),
    ).toBeInTheDocument();
    expect(within(await screen.findByRole('main', {}, LAZY)).getByText(/Käfig 4/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt senden' })).toBeNull();
    expect(screen.getByText('Nicht angenommen: Sie haben die Richterrolle nicht mehr')).toBeInTheDocument();
  });
});
