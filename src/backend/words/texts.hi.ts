import { MAX_LISTED_ADS, MAX_WAITING_ADS } from '../limits';
import type { QuotaReset } from '../quota';
import type { BackendErrorCode, PaymentRefusal } from '../types';
import type { ErrorTexts } from './texts.en';

/** India's clock as people say it in Hindi: the part of the day, then the hour: दोपहर 1:30 बजे. */
function clock({ hours, minutes }: QuotaReset) {
  const part = hours < 4 || hours >= 20 ? 'रात' : hours < 12 ? 'सुबह' : hours < 16 ? 'दोपहर' : 'शाम';
  return `${part} ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} बजे`;
}

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
  permissionDenied: 'आपको यह करने की अनुमति नहीं है।',
  unauthenticated: 'आप लॉग इन नहीं हैं।',
  offline: 'लगता है आप ऑफ़लाइन हैं।',
  waitingAds: `आपके ${MAX_WAITING_ADS} विज्ञापन पहले से जाँच के लिए रुके हुए हैं।`,
  emailNotVerified: 'विज्ञापन देने से पहले अपने ई-मेल की पुष्टि करें।',
  reportNotVerified: 'किसी विज्ञापन की शिकायत करने से पहले अपने ई-मेल की पुष्टि करें।',
  alreadyReported: 'आप इस विज्ञापन की शिकायत पहले ही कर चुके हैं।',
  listingFull: `विज्ञापनों की सूची भरी हुई है: अभी ${MAX_LISTED_ADS} विज्ञापन दिख रहे हैं। कुछ विज्ञापनों की अवधि पूरी होने या उन्हें हटाए जाने के बाद फिर कोशिश करें।`,
  refusedPayment: (refusal: PaymentRefusal) => `भुगतान स्वीकार नहीं हुआ (${refusal})।`,
  quotaExceeded: (reset: QuotaReset) =>
    `साइट आज की सीमा तक पहुँच गई है। भारत के समय से ${reset.day === 'today' ? 'आज' : 'कल'} लगभग ${clock(reset)} साइट फिर से चलेगी; कृपया उसके बाद फिर से कोशिश करें।`,
  other: (code: BackendErrorCode, _message: string) => byCode[code] ?? 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
};
