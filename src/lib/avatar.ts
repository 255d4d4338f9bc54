/**
 * The avatar's letter: the first letter of the name, else of the e-mail
 * (docs/product.md#what-the-product-does).
 */
export function avatarInitial(name: string | null | undefined, email?: string | null): string {
  const source = name?.trim() || email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}
