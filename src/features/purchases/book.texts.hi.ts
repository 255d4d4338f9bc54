import type { BookTexts } from './book.texts.en';

/** An eBook the buyer owns or has paid for, in Hindi (docs/hindi-glossary.md). */
export const texts: BookTexts = {
  checking: 'आपकी ख़रीदारी जाँची जा रही है…',
  owned: 'यह किताब आपकी है',
  ownedNote: 'इसे यहाँ से डाउनलोड करें, या कभी भी ‘मेरी किताबें’ से।',
  pending: 'आपके भुगतान की जाँच हो रही है',
  pendingTransaction: 'ट्रांज़ैक्शन ID',
  pendingNote:
    'हमारे अकाउंट में पैसे दिखते ही हम इसे मंज़ूर करते हैं, आमतौर पर एक कामकाजी दिन के अंदर; फिर eBook डाउनलोड के लिए आपकी है।',
  goLibrary: 'मेरी किताबें देखें',
  download: 'डाउनलोड करें',
  downloading: 'खुल रही है…',
  downloadUnavailable:
    'इस eBook की फ़ाइल अभी तैयार नहीं है। कृपया थोड़ी देर बाद फिर कोशिश करें, या अपने ट्रांज़ैक्शन ID के साथ हमसे संपर्क करें।',
  downloadFailed: 'डाउनलोड नहीं खुल पाया। कृपया फिर से कोशिश करें।',
};
