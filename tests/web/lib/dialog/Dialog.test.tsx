import { SHAKE } from '@shared/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { Dialog } from '@web/lib/dialog/Dialog';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

function Harness({ persistent = false }: { persistent?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        open
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Testdialog" persistent={persistent}>
        <p>Inhalt</p>
        <button type="button" onClick={() => setOpened(false)}>
          fertig
        </button>
      </Dialog>
    </>
  );
}

async function openDialog(persistent = false) {
  const user = userEvent.setup();
  await renderWithProviders(<Harness persistent={persistent} />);
  const entriesBefore = window.history.length;
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Testdialog' });
  return { user, dialog, entriesBefore };
}

function overlay(): HTMLElement {
  return document.querySelector<HTMLElement>('.mantine-Modal-overlay')!;
}

function shaking(): boolean {
  return document.querySelector('.mantine-Modal-root')?.hasAttribute('data-shaking') ?? false;
}

const inHistory = () => JSON.stringify(window.history.state ?? {}).includes('__dialogs');

afterEach(() => {
  vi.useRealTimers();
});

describe('Dialog', () => {
  it('opens with its own history entry and a z-index above the overlay', async () => {
    const { entriesBefore } = await openDialog();
    expect(window.history.length).toBe(entriesBefore + 1);
    expect(inHistory()).toBe(true);
    expect(overlay()).toBeInTheDocument();
    expect(getComputedStyle(overlay()).getPropertyValue('--overlay-z-index')).toBe('2000');
    expect(
      document.querySelector<HTMLElement>('.mantine-Modal-root')!.style.getPropertyValue('--mb-z-index'),
    ).toBe('2400');
  });

  it('closes on Escape and gives its history entry back', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(inHistory()).toBe(false));
  });

  it('closes on a click outside', async () => {
    const { user } = await openDialog();
    await user.click(overlay());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on browser back', async () => {
    await openDialog();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inHistory()).toBe(false);
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  describe('persistent', () => {
    it('shakes instead of closing on Escape, then calms down', async () => {
      const { user } = await openDialog(true);
      expect(screen.queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(shaking()).toBe(true);
      await waitFor(() => expect(shaking()).toBe(false), { timeout: SHAKE.durationMs + 500 });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('shakes instead of closing on a click outside', async () => {
      const { user } = await openDialog(true);
      await user.click(overlay());
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(shaking()).toBe(true);
    });

    it('shakes on browser back and keeps its history entry', async () => {
      await openDialog(true);
      act(() => window.history.back());
      await waitFor(() => expect(shaking()).toBe(true));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(inHistory()).toBe(true);
    });

    it('closes through its own action', async () => {
      const { user } = await openDialog(true);
      await user.click(screen.getByRole('button', { name: 'fertig' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(inHistory()).toBe(false));
    });
  });
});
