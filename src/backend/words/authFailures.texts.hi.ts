import { MAX_NAME } from '../limits';
import type { AuthFailureTexts } from './authFailures.texts.en';
import { texts as failures } from './texts.hi';

/** Sentences a person can act on, for the failures of signing in and signing up, in Hindi (docs/hindi-glossary.md). */
export const texts: AuthFailureTexts = {
  'invalid-credential': 'ई-मेल या पासवर्ड सही नहीं है। दोनों जाँचकर फिर से कोशिश करें।',
  'wrong-password': 'यह पासवर्ड सही नहीं है। फिर से कोशिश करें, या नया पासवर्ड बनाएँ।',
  'user-not-found': 'इस ई-मेल से कोई अकाउंट नहीं है। ई-मेल जाँचें, या साइन अप करें।',
  'email-in-use': 'इस ई-मेल से अकाउंट पहले से बना हुआ है। इसकी जगह लॉग इन करें।',
  'weak-password': 'कम से कम 6 अक्षरों का पासवर्ड चुनें।',
  'invalid-email': 'सही ई-मेल पता लिखें।',
  'invalid-name': `पहला नाम ज़रूर लिखें; पहला नाम और सरनेम, दोनों ज़्यादा से ज़्यादा ${MAX_NAME} अक्षरों के हों।`,
  network: 'लगता है आप ऑफ़लाइन हैं। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'too-many-requests': 'बहुत बार कोशिश हो चुकी है। कुछ मिनट रुककर फिर से कोशिश करें।',
  unknown: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  quotaExceeded: failures.quotaExceeded,
};
