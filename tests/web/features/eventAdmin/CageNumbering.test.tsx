import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { steadyOrder } from '@web/features/eventAdmin/cageOrder';
import { CageNumbering } from '@web/features/eventAdmin/components/CageNumbering';
import { ASSIGN_CAGES, SET_CAGE_NUMBER } from '@web/features/eventAdmin/graphql/EventAssignments';
import type { AdminCagesQuery } from '@web/gql/graphql';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

type Cage = AdminCagesQuery['eventCages'][number];

const cage = (id: string, cageNumber: number, ringNumber: string): Cage => ({
  id,
  cageNumber,
  ringNumber,
  classCode: 'REST',
  manuallySet: false,
});

const CAGES = [
  cage('11', 1, 'DV-06976-21-134'),
  cage('12', 2, 'DV-06976-21-135'),
  cage('13', 3, 'DV-06976-21-136'),
];

type Mocks = React.ComponentProps<typeof MockedProvider>['mocks'];

/**
 * The page as it is: the cages come from the page's query (read again after numbering them all, or
 * when the page is opened again); `update` stands in for that.
 */
let update: (cages: Cage[]) => void = () => {};
function Page({ mocks }: { mocks: Mocks }) {
  const [cages, setCages] = useState<Cage[]>(CAGES);
  update = setCages;
  return (
    <MockedProvider mocks={mocks}>
      <CageNumbering eventId="9" cages={cages} />
    </MockedProvider>
  );
}

const rows = () => screen.getAllByRole('listitem');

describe('CageNumbering', () => {
  it('keeps a changed row in its place, with the focus on its number', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: {
        setCageNumber: { __typename: 'EventCage' as const, ...CAGES[0], cageNumber: 50, manuallySet: true },
      },
    }));
    await renderWithProviders(
      <Page
        mocks={[
          { request: { query: SET_CAGE_NUMBER, variables: { cageId: '11', cageNumber: 50 } }, result: saved },
        ]}
      />,
    );
    const input = screen.getByLabelText('Käfig für DV-06976-21-134');
    await user.clear(input);
    await user.type(input, '50');
    await user.click(within(rows()[0]).getByRole('button', { name: 'Ändern' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(input).toHaveFocus());
    // The list read again comes sorted by number: the changed cage would be last.
    act(() => update([CAGES[1], CAGES[2], { ...CAGES[0], cageNumber: 50, manuallySet: true }]));
    expect(rows()[0]).toHaveTextContent('DV-06976-21-134');
    expect(screen.getByLabelText('Käfig für DV-06976-21-134')).toHaveValue('50');
    expect(screen.getByLabelText('Käfig für DV-06976-21-134')).toHaveFocus();
    expect(within(rows()[0]).getByText('von Hand gesetzt')).toBeInTheDocument();
  });

  it('takes no single number while every cage is numbered anew, which replaces the cages', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Page
        mocks={[
          { request: { query: ASSIGN_CAGES, variables: { eventId: '9', force: false } }, delay: Infinity },
        ]}
      />,
    );
    const input = screen.getByLabelText('Käfig für DV-06976-21-135');
    await user.clear(input);
    await user.type(input, '7');
    const change = within(rows()[1]).getByRole('button', { name: 'Ändern' });
    expect(change).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Alle Käfige nummerieren' }));
    await vi.waitFor(() => expect(change).toBeDisabled());
  });

  it('says which ring has a taken number', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Page
        mocks={[
          {
            request: { query: SET_CAGE_NUMBER, variables: { cageId: '12', cageNumber: 1 } },
            result: {
              errors: [
                {
                  message: 'Cage 1 already holds DV-06976-21-134',
                  extensions: {
                    code: 'VALIDATION_FAILED',
                    field: 'cageNumber',
                    cageNumber: 1,
                    ringNumber: 'DV-06976-21-134',
                  },
                },
              ],
            },
          },
        ]}
      />,
    );
    const input = screen.getByLabelText('Käfig für DV-06976-21-135');
    await user.clear(input);
    await user.type(input, '1');
    await user.click(within(rows()[1]).getByRole('button', { name: 'Ändern' }));
    expect(await within(rows()[1]).findByText('Käfig 1 hat bereits DV-06976-21-134.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses 0 and negative numbers as typed, never making them 1, in both languages', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<Page mocks={[]} />);
    const input = screen.getByLabelText('Käfig für DV-06976-21-135');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('0');
    await user.click(within(rows()[1]).getByRole('button', { name: 'Ändern' }));
    expect(within(rows()[1]).getByText('Die Käfignummer muss größer als null sein.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '-4');
    await user.tab();
    expect(input).toHaveValue('-4');
    unmount();

    await renderWithProviders(<Page mocks={[]} />, { path: '/en/admin/cage-assign/9' });
    const english = screen.getByLabelText('Cage for DV-06976-21-136');
    await user.clear(english);
    await user.type(english, '0');
    await user.click(within(rows()[2]).getByRole('button', { name: 'Change' }));
    expect(within(rows()[2]).getByText('The cage number must be greater than zero.')).toBeInTheDocument();
  });
});

describe('steadyOrder', () => {
  it('keeps the rows shown and adds new cages in the server order', () => {
    expect(steadyOrder(['1', '2', '3'], [{ id: '2' }, { id: '3' }, { id: '1' }])).toEqual(['1', '2', '3']);
    expect(steadyOrder(['1', '2', '3'], [{ id: '3' }, { id: '1' }])).toEqual(['1', '3']);
    // Numbering all cages makes new ones: they follow the server's order.
    expect(steadyOrder(['1', '2'], [{ id: '8' }, { id: '7' }])).toEqual(['8', '7']);
  });
});
