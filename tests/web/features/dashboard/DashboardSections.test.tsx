import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { DashboardSections } from '@web/features/dashboard/components/DashboardSections';
import { sectionsFor } from '@web/features/dashboard/dashboardSections';
import { describe, expect, it } from 'vitest';

const keys = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.key);

describe('dashboard sections', () => {
  it('follow the role rank: a superadmin sees every section', () => {
    expect(keys('BREEDER')).toEqual(['breeder']);
    expect(keys('JUDGE')).toEqual(['breeder', 'judge']);
    expect(keys('ADMIN')).toEqual(['admin', 'breeder', 'judge']);
    expect(keys('SUPERADMIN')).toEqual(['admin', 'breeder', 'judge']);
    expect(keys(null)).toEqual([]);
  });

  it('link every function to its page, in the locale, with nothing "coming soon"', async () => {
    await renderWithProviders(<DashboardSections viewerRole="ADMIN" />, { path: '/en/dashboard' });
    const admin = within(screen.getByRole('region', { name: 'Admin' }));
    expect(admin.getByRole('link', { name: 'Manage roles' })).toHaveAttribute('href', '/en/admin/roles');
    expect(admin.getByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/en/admin/event/new');
    const judge = within(screen.getByRole('region', { name: 'Judge' }));
    expect(judge.getByRole('link', { name: 'Assigned events and rating cages' })).toHaveAttribute(
      'href',
      '/en/judge/myEvents',
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('shows a breeder only the breeder section', async () => {
    await renderWithProviders(<DashboardSections viewerRole="BREEDER" />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { name: 'Züchter' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Richter' })).not.toBeInTheDocument();
  });
});
