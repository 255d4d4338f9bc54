/** The avatar's letter: the first letter of the name, else of the e-mail (spec section 1). */
export function avatarInitial(name: string | null | undefined, email?: string | null): string {
  const source = name?.trim() || email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}
