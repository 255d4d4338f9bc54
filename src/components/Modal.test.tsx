import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Watch demo video
      </button>
      <a href="#after">After</a>
      <Modal open={open} onClose={() => setOpen(false)} title="Demo lesson">
        <p>What the lesson covers.</p>
        <a href="#transcript">Read the transcript</a>
        <button type="button">Play</button>
      </Modal>
    </>
  );
}

const open = async () => {
  const user = userEvent.setup();
  render(<Demo />);
  const opener = screen.getByRole('button', { name: 'Watch demo video' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Demo lesson' }) };
};

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Demo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog with focus inside it', async () => {
    const { dialog } = await open();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('What the lesson covers.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('makes the page behind inert while open', async () => {
    const { dialog } = await open();

    const pageRoot = screen.getByRole('button', { name: 'Before', hidden: true }).closest('body > *');
    expect(pageRoot).not.toBeNull();
    expect((pageRoot as HTMLElement).inert).toBe(true);
    expect(dialog.closest('body > *')).not.toHaveProperty('inert', true);
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const { user, opener } = await open();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect((opener.closest('body > *') as HTMLElement).inert).toBe(false);
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const { user, opener } = await open();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open: Tab and Shift+Tab wrap around', async () => {
    const { user, dialog } = await open();
    const close = screen.getByRole('button', { name: 'Close' });
    const play = screen.getByRole('button', { name: 'Play' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Read the transcript' })).toHaveFocus();
    await user.tab();
    expect(play).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(play).toHaveFocus();

    for (let i = 0; i < 7; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('pulls focus back if something outside takes it', async () => {
    const { dialog } = await open();

    screen.getByRole('link', { name: 'After', hidden: true }).focus();

    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on a click on the backdrop but not on the dialog', async () => {
    const { user, dialog } = await open();

    await user.click(screen.getByText('What the lesson covers.'));
    expect(dialog).toBeInTheDocument();

    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
