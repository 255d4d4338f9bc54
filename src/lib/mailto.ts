/**
 * A mail link to `address`, encoded: an address holding `?`, `&` or `#` must not add a copy, a
 * subject or a body to the mail (the address of an ad or a payment is whatever its poster signed
 * up with).
 */
export const mailtoHref = (address: string) => `mailto:${encodeURIComponent(address)}`;
