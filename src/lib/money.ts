const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** ₹ with Indian digit grouping: 14999 → ₹14,999; 100000 → ₹1,00,000. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** Whole percentage saved when `price` is sold at `discounted`. */
export function percentOff(price: number, discounted: number): number {
  if (price <= 0 || discounted >= price) return 0;
  return Math.round(((price - discounted) / price) * 100);
}
