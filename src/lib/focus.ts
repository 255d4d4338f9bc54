import { flushSync } from 'react-dom';

/**
 * Applies `settle` (the state updates that end a save and enable its control again) at once, then
 * puts focus back on the control the user was on, if disabling it had dropped focus to the page:
 * a keyboard user carries on from the same row instead of from the top.
 */
export function settleKeepingFocus(focused: Element | null, settle: () => void): void {
  flushSync(settle);
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (lost && focused instanceof HTMLElement && focused.isConnected) focused.focus();
}
