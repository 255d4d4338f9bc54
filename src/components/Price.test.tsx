import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows the price, the struck-through original and the percent off', () => {
    render(<Price amount={14999} originalAmount={20000} />);
    expect(screen.getByText('₹14,999')).toBeInTheDocument();
    expect(screen.getByText('₹20,000').closest('del')).not.toBeNull();
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it('shows just the price without a discount', () => {
    render(<Price amount={999} />);
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.queryByText(/off/)).not.toBeInTheDocument();
  });
});
