import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  it('mounts nothing until a toast is raised, then shows it top-right', async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();

    act(() => notify.success('Form submitted successfully!'));

    const toast = await screen.findByText('Form submitted successfully!');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
  });

  it('closes a toast after 5000 ms', async () => {
    render(<Toasts />);
    act(() => notify.error('Book not found'));

    await screen.findByText('Book not found');
    const progress = document.querySelector<HTMLElement>('.Toastify__progress-bar');
    expect(progress?.style.animationDuration).toBe('5000ms');
  });
});
