import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'fees', title: 'What are the fees?', content: <p>Fees are listed on each course page.</p> },
  { id: 'upi', title: 'How do I pay?', content: <p>Pay by any UPI app.</p> },
  { title: 'Do I get a certificate?', content: <p>Yes, after the final assessment.</p> },
];

describe('Accordion', () => {
  it('renders every header as a button inside a heading, all closed', () => {
    render(<Accordion items={items} headingLevel={2} />);

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(3);
    for (const heading of headings) {
      const button = heading.querySelector('button');
      expect(button).not.toBeNull();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Fees are listed on each course page.')).not.toBeVisible();
  });

  it('opens a panel labelled by and controlled by its button, and closes it again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'What are the fees?' });

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'What are the fees?' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Fees are listed on each course page.');
    expect(panel).toBeVisible();

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps one section open at a time unless allowMultiple is set', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Accordion items={items} />);

    await user.click(screen.getByRole('button', { name: 'What are the fees?' }));
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));

    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'How do I pay?' })).toBeVisible();
    unmount();

    render(<Accordion items={items} allowMultiple />);
    await user.click(screen.getByRole('button', { name: 'What are the fees?' }));
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));

    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('is usable from the keyboard with Tab, Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'What are the fees?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'What are the fees?' })).toBeVisible();

    await user.tab();
    await user.tab();
    const third = screen.getByRole('button', { name: 'Do I get a certificate?' });
    expect(third).toHaveFocus();
    await user.keyboard(' ');
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Do I get a certificate?' })).toHaveTextContent(
      'Yes, after the final assessment.',
    );
  });
});
