import type { EbookTexts } from './texts.en';

/**
 * The eBooks' words in Hindi. A title is written as people say it, in Devanagari, as course
 * names are; the books themselves are in English, which their language says.
 */
export const texts: EbookTexts = {
  defaultCategory: 'eBook',
  defaultDescription: 'इसका विवरण अभी उपलब्ध नहीं है।',
  howToBuy: 'किसी भी UPI ऐप से भुगतान करें; हम भुगतान मंज़ूर कर दें, तो किताब ‘मेरी किताबें’ से डाउनलोड करें।',
  books: {
    '1': {
      title: 'ऑनलाइन डेटा एंट्री गाइड',
      category: 'घर से काम',
      description:
        'ऑनलाइन डेटा एंट्री से कमाई की आसान, क़दम-दर-क़दम गाइड: असली प्रोजेक्ट कैसे चलते हैं, टाइपिंग की रफ़्तार और सटीकता का अभ्यास, स्प्रेडशीट की बुनियादी बातें, नक़ली नौकरी के ऑफ़र की पहचान, और ऐसी रोज़ की आदत जिससे एंट्री ज़्यादा हों और ग़लतियाँ कम।',
      sellerTag: 'बेस्टसेलर',
      language: 'अंग्रेज़ी',
    },
    '2': {
      title: 'रिएक्ट प्रो सीरीज़',
      category: 'प्रोग्रामिंग',
      description:
        'शुरू से आधुनिक React: कंपोनेंट, हुक, स्टेट, रूटिंग और फ़ॉर्म, साथ-साथ टाइप करने लायक़ उदाहरणों के साथ, और हर अध्याय के आख़िर में एक छोटा प्रोजेक्ट।',
      sellerTag: 'नई',
      language: 'अंग्रेज़ी',
    },
    '3': {
      title: 'Node.js एक्सपर्ट',
      category: 'प्रोग्रामिंग',
      description:
        'Node.js से तेज़ और भरोसेमंद बैक एंड बनाइए: इवेंट लूप, स्ट्रीम, Express API, डेटाबेस, ऑथेंटिकेशन और डिप्लॉयमेंट, उन डेवलपरों के लिए जो JavaScript पहले से जानते हैं।',
      sellerTag: 'लोकप्रिय',
      language: 'अंग्रेज़ी',
    },
  },
};
