import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StatusTabs } from './StatusTabs';

type Shown = 'waiting' | 'approved' | 'revoked';
const TABS: { status: Shown; label: string }[] = [
  { status: 'waiting', label: 'Waiting (2)' },
  { status: 'approved', label: 'Approved (5)' },
  { status: 'revoked', label: 'Revoked (0)' },
];

function Shelf({ form }: { form?: 'tabs' | 'filter' }) {
  const [shown, setShown] = useState<Shown>('waiting');
  return (
    <StatusTabs form={form} label="Show" idPrefix="users" tabs={TABS} selected={shown} onSelect={setShown}>
      <p>Showing {shown}</p>
    </StatusTabs>
  );
}

describe('StatusTabs', () => {
  it('as tabs, shows the selected status in a panel named by its tab, and the arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    render(<Shelf />);

    const list = screen.getByRole('tablist', { name: 'Show' });
    expect(within(list).getByRole('tab', { name: 'Waiting (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Waiting (2)' })).toHaveTextContent('Showing waiting');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Waiting (2)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Revoked (0)' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Revoked (0)' })).toHaveTextContent('Showing revoked');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Waiting (2)' })).toBeInTheDocument();
    // Only the selected tab is in the Tab order: the next Tab leaves the list.
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Approved (5)' })).not.toHaveFocus();
  });

  it('as a filter, is a group of toggle buttons with the chosen one pressed, each reached by Tab', async () => {
    const user = userEvent.setup();
    render(<Shelf form="filter" />);

    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Show' });
    expect(within(group).getByRole('button', { name: 'Waiting (2)', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Showing waiting')).toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(within(group).getByRole('button', { name: 'Approved (5)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(group).getByRole('button', { name: 'Approved (5)', pressed: true })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Waiting (2)', pressed: false })).toBeInTheDocument();
    expect(screen.getByText('Showing approved')).toBeInTheDocument();
  });
});
