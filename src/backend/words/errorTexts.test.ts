import { describe, expect, it } from 'vitest';
import { englishErrorMessage, waitingAdsLimit } from './englishErrors';
import { BackendError, describeAuthError, errorMessage } from '../errors';
import { texts as englishAuthFailures } from './authFailures.texts.en';
import { texts as hindiAuthFailures } from './authFailures.texts.hi';
import { texts as english } from './texts.en';
import { texts as hindi } from './texts.hi';

describe('the words of failures', () => {
  it('read in English with the service’s own message', () => {
    expect(englishErrorMessage(new BackendError('not-found', 'No such ad.'))).toBe('No such ad.');
    expect(errorMessage(new BackendError('permission-denied'), english)).toBe(
      'You do not have permission to do that.',
    );
    expect(englishErrorMessage(waitingAdsLimit())).toBe(waitingAdsLimit().message);
    expect(describeAuthError(new BackendError('email-in-use'), englishAuthFailures)).toBe(
      'An account with that e-mail already exists. Log in instead.',
    );
  });

  it('read in Hindi with the Hindi words, the service’s English message left out', () => {
    expect(errorMessage(new BackendError('not-found', 'No such ad.'), hindi)).toBe(
      'जो आप ढूँढ रहे हैं, वह नहीं मिला।',
    );
    expect(errorMessage(new BackendError('network'), hindi)).toBe('लगता है आप ऑफ़लाइन हैं।');
    expect(errorMessage(waitingAdsLimit(), hindi)).toBe(hindi.waitingAds);
    expect(errorMessage(new Error('boom'), hindi)).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(describeAuthError(new BackendError('email-in-use'), hindiAuthFailures)).toBe(
      hindiAuthFailures['email-in-use'],
    );
  });
});
