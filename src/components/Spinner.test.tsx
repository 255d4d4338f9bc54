import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('tells assistive technology that something is loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('can cover the whole screen', () => {
    render(<Spinner fullScreen label="Checking your account…" />);
    expect(screen.getByRole('status')).toHaveClass('spinner-screen--full');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account…');
  });
});
