import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import type { LoginState } from '../../session/loginState';
import { useReturnPath } from './useReturnPath';

/** Where the login page sends the user on, handed `state` as the sign-in guard hands it. */
function returnPath(state: LoginState | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: paths.login.href(), state }]}>{children}</MemoryRouter>
  );
  return renderHook(() => useReturnPath(), { wrapper }).result.current.to;
}

describe('the way back after signing in', () => {
  it('is the guarded page the user came from, its query and fragment kept', () => {
    expect(returnPath({ from: '/library' })).toBe('/library');
    expect(returnPath({ from: '/payment/1?from=home#pay' })).toBe('/payment/1?from=home#pay');
  });

  it('is the profile when no page sent the user', () => {
    expect(returnPath(null)).toBe(paths.profile.href());
    expect(returnPath({})).toBe(paths.profile.href());
  });

  it.each([
    '//evil.example/login',
    '/\\evil.example/login',
    '/%2F%2Fevil.example/login',
    '/%5Cevil.example/login',
    '/\t/evil.example/login',
    'https://evil.example/login',
    'javascript:alert(1)',
  ])('is the profile for %j, never another site', (from) => {
    expect(returnPath({ from })).toBe(paths.profile.href());
  });
});
