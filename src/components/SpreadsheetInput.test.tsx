import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SpreadsheetInput } from './SpreadsheetInput';

const statement = () => new File(['Date,Credit\n25/11/2026,1499\n'], 'statement.csv', { type: 'text/csv' });

describe('SpreadsheetInput', () => {
  it('hands on a chosen file, and the same file chosen again', async () => {
    const onFile = vi.fn();
    render(<SpreadsheetInput id="file" label="Choose a statement file" accept=".csv" onFile={onFile} />);
    const input = screen.getByLabelText('Choose a statement file');
    const file = statement();
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(onFile.mock.calls).toEqual([[file], [file]]);
  });

  it('takes a file dropped on it when it says so', () => {
    const onFile = vi.fn();
    render(
      <SpreadsheetInput
        id="file"
        label="Choose a statement file"
        accept=".csv"
        dropHint="or drop it here"
        onFile={onFile}
      />,
    );
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
    render(<SpreadsheetInput id="file" label="Choose a statement file" accept=".csv" onFile={onFile} />);
    const field = screen.getByLabelText('Choose a statement file').parentElement!;
    fireEvent.drop(field, { dataTransfer: { files: [statement()] } });
    expect(onFile).not.toHaveBeenCalled();
  });
});
