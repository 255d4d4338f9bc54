import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SpreadsheetInput } from './SpreadsheetInput';

/** What every input here is given besides its file's handling. */
const input = {
  id: 'file',
  label: 'Choose a statement file',
  accept: '.csv',
  phase: { step: 'idle' },
  readingLabel: (name: string) => `Reading ${name}…`,
};

const statement = () => new File(['Date,Credit\n25/11/2026,1499\n'], 'statement.csv', { type: 'text/csv' });

describe('SpreadsheetInput', () => {
  it('hands on a chosen file, and the same file chosen again', async () => {
    const onFile = vi.fn();
    render(<SpreadsheetInput {...input} onFile={onFile} />);
    const field = screen.getByLabelText('Choose a statement file');
    const file = statement();
    await userEvent.upload(field, file);
    await userEvent.upload(field, file);
    expect(onFile.mock.calls).toEqual([[file], [file]]);
  });

  it('takes a file dropped on it when it says so', () => {
    const onFile = vi.fn();
    render(<SpreadsheetInput {...input} dropHint="or drop it here" onFile={onFile} />);
    const zone = screen.getByText('or drop it here').parentElement!;
    const file = statement();
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    expect(zone).toHaveClass('spreadsheet-drop--over');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(zone).not.toHaveClass('spreadsheet-drop--over');
  });

  it('takes no dropped file without saying it can be dropped', () => {
    const onFile = vi.fn();
    render(<SpreadsheetInput {...input} onFile={onFile} />);
    const field = screen.getByLabelText('Choose a statement file').parentElement!;
    fireEvent.drop(field, { dataTransfer: { files: [statement()] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('says which file it reads, then why it was refused', () => {
    const { rerender } = render(
      <SpreadsheetInput {...input} phase={{ step: 'reading', name: 'statement.csv' }} onFile={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Reading statement.csv…');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <SpreadsheetInput
        {...input}
        phase={{ step: 'refused', message: 'This file is empty.' }}
        onFile={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file is empty.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing of a file once the feature has it read', () => {
    const checked = { step: 'checked', name: 'statement.csv' };
    render(<SpreadsheetInput {...input} phase={checked} onFile={vi.fn()} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
