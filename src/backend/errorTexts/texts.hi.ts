import { MAX_NAME, MAX_WAITING_ADS } from '../limits';
import type { BackendErrorCode, PaymentRefusal } from '../types';
import type { ErrorTexts } from './texts.en';

/** Failures in Hindi, for codes the services word only in English. */
const byCode: Partial<Record<BackendErrorCode, string>> = {
  'not-found': 'जो आप ढूँढ रहे हैं, वह नहीं मिला।',
  'already-exists': 'यह पहले से मौजूद है।',
  'invalid-input': 'भरी गई जानकारी सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।',
  'limit-reached': 'आप इसकी सीमा तक पहुँच चुके हैं।',
  'email-not-verified': 'पहले अपने ई-मेल की पुष्टि करें।',
  'invalid-action-code': 'यह लिंक पुराना हो चुका है या पहले ही इस्तेमाल हो चुका है।',
};

export const texts: ErrorTexts = {
  authFailures: {
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
  },
  permissionDenied: 'आपको यह करने की अनुमति नहीं है।',
  unauthenticated: 'आप लॉग इन नहीं हैं।',
  offline: 'लगता है आप ऑफ़लाइन हैं।',
  waitingAds: `आपके ${MAX_WAITING_ADS} विज्ञापन पहले से जाँच के लिए रुके हुए हैं।`,
  emailNotVerified: 'विज्ञापन देने से पहले अपने ई-मेल की पुष्टि करें।',
  alreadyReported: 'आप इस विज्ञापन की शिकायत पहले ही कर चुके हैं।',
  refusedPayment: (refusal: PaymentRefusal) => `भुगतान स्वीकार नहीं हुआ (${refusal})।`,
  other: (code: BackendErrorCode, _message: string) => byCode[code] ?? 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
};
