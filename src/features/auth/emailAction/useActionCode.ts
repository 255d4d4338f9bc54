import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorCode } from '../../../backend/errors';
import type { AuthPort } from '../../../backend/types';
import { useSession } from '../../../session/session';

/**
 * What became of a link's code: still working, done with its result, refused by the auth service
 * (unknown, expired or used: 'invalid-action-code'; an address another account has taken since:
 * 'email-in-use'), or not reached at all (offline), when opening the link again may work.
 */
export type CodeOutcome<T> =
  | { status: 'working' }
  | { status: 'done'; value: T }
  | { status: 'refused'; reason: 'invalid-action-code' | 'email-in-use' }
  | { status: 'failed' };

function outcomeOf(error: unknown): CodeOutcome<never> {
  const code = errorCode(error);
  return code === 'invalid-action-code' || code === 'email-in-use'
    ? { status: 'refused', reason: code }
    : { status: 'failed' };
}

/**
 * Runs `work` with the auth port once for the link's code: a code works once, so a second run of
 * the effect (React's development checks) waits for the first instead of spending it again.
 * `work` is a module's function, the same on every render.
 */
export function useActionCode<T>(code: string, work: (auth: AuthPort, code: string) => Promise<T>) {
  const { connect } = useSession();
  const [outcome, setOutcome] = useState<CodeOutcome<T>>({ status: 'working' });
  const running = useRef<{ code: string; done: Promise<CodeOutcome<T>> } | null>(null);

  useEffect(() => {
    if (running.current?.code !== code) {
      const done = connect()
        .then((backend) => work(backend.auth, code))
        .then((value): CodeOutcome<T> => ({ status: 'done', value }), outcomeOf);
      running.current = { code, done };
    }
    let current = true;
    void running.current.done.then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, [code, connect, work]);

  return outcome;
}

/**
 * Takes the code (and the API key Firebase's links carry beside it) out of the address bar, so a
 * used link is not kept in the history, a bookmark or a shared screenshot. The rest of the query
 * stays: the page keeps its language and its way on.
 */
export function useForgetCode(): () => void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  return useCallback(() => {
    const query = new URLSearchParams(search);
    if (!query.has('oobCode')) return;
    query.delete('oobCode');
    query.delete('apiKey');
    const rest = query.toString();
    navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [navigate, search, hash]);
}

/** Forgets the code once `final`: used, or refused for good. A failure to reach the service keeps it. */
export function useForgetCodeWhen(final: boolean): void {
  const forget = useForgetCode();
  useEffect(() => {
    if (final) forget();
  }, [final, forget]);
}

/** Whether an outcome is final for the code: done with it, or refused. */
export const isFinal = (outcome: CodeOutcome<unknown>) =>
  outcome.status === 'done' || outcome.status === 'refused';

/** The sentence for a code that did not go through: not reached, refused, or its address taken. */
export function failureText(
  outcome: Exclude<CodeOutcome<unknown>, { status: 'working' | 'done' }>,
  words: { failed: string; invalid: string; taken?: string },
): string {
  if (outcome.status === 'failed') return words.failed;
  return outcome.reason === 'email-in-use' && words.taken ? words.taken : words.invalid;
}
