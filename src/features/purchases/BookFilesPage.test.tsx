import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../components/Toasts';
import { paths } from '../../config/paths';
import { createTestBackend } from '../../test/backend';
import { renderPage } from '../../test/renderPage';
import { BookFilesPage } from './BookFilesPage';

describe('BookFilesPage', () => {
  it("shows each book's link and saves a new one, refusing what is not a web address", async () => {
    const backend = await createTestBackend({ as: 'admin' });
    render(<Toasts />);
    const { user } = await renderPage(<BookFilesPage />, {
      route: paths.bookFiles.href(),
      path: paths.bookFiles.path,
      backend,
    });

    const field = await screen.findByRole('textbox', { name: 'Link to the file of React Pro Series' });
    expect(field).toHaveValue('/sample-books/react-pro-series.pdf');
    const form = field.closest('form')!;
    expect(within(form).getByRole('button', { name: 'Save link' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'drive.example/react');
    await user.click(within(form).getByRole('button', { name: 'Save link' }));
    expect(within(form).getByText(/Enter a link starting with https:\/\//)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'https://files.example.in/react-pro-series.pdf');
    await user.click(within(form).getByRole('button', { name: 'Save link' }));

    expect(await screen.findByText('The link for React Pro Series is saved.')).toBeInTheDocument();
    expect(within(form).getByText('Now: https://files.example.in/react-pro-series.pdf')).toBeInTheDocument();
    expect((await backend.library.listFileLinks())['2']).toBe(
      'https://files.example.in/react-pro-series.pdf',
    );
  });
});
