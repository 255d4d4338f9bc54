import type { InfoTexts } from './texts.en';

/** The FAQ page's words and the legal documents' frame, in Hindi (docs/hindi-glossary.md). */
export const texts: InfoTexts = {
  faq: {
    metaTitle: 'अक्सर पूछे जाने वाले सवाल',
    metaDescription: (siteName: string) =>
      `${siteName} के कोर्स, सर्टिफ़िकेट, UPI भुगतान और UTR नंबर, eBook की डिलीवरी, घर से काम की कमाई और रिफ़ंड के बारे में जवाब।`,
    title: 'अक्सर पूछे जाने वाले सवाल',
    lead: 'हमारे कोर्स, UPI से भुगतान, eBook की डिलीवरी और घर से काम के प्रोग्राम के बारे में छोटे-छोटे जवाब। जवाब देखने के लिए सवाल चुनें।',
    stillHaveQuestion: 'अब भी कोई सवाल है?',
    happyToHelp: 'हमें आपकी मदद करके ख़ुशी होगी: WhatsApp पर पूछें या हमें मैसेज भेजें।',
    whatsappMessage: (siteName: string) => `नमस्ते ${siteName}, मेरा एक सवाल है जिसका जवाब आपके FAQ में नहीं है।`,
    askOnWhatsApp: 'WhatsApp पर पूछें',
    contactUs: 'संपर्क करें',
  },
  legal: {
    lastUpdated: 'पिछला बदलाव:',
    onThisPage: 'इस पेज पर',
  },
};
