import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control', () => {
    render(
      <Field id="utr" label="Transaction ID or UTR number">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Transaction ID or UTR number' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('marks the control invalid and reads its error with it', () => {
    render(
      <Field id="utr" label="Transaction ID or UTR number" error="Please fill in all fields">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Transaction ID or UTR number' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please fill in all fields');
  });
});
