import type { ContactTexts } from './contact.texts.en';

/** The contact page's words, its form's errors and the message it writes for us, in Hindi (docs/hindi-glossary.md). */
export const texts: ContactTexts = {
  contact: {
    metaTitle: 'संपर्क करें',
    metaDescription: (siteName: string) =>
      `कोर्स, eBook, भुगतान या घर से डेटा एंट्री के काम के बारे में ${siteName} को कॉल, WhatsApp या ई-मेल करें।`,
    title: 'संपर्क करें',
    lead: 'किसी कोर्स, eBook के भुगतान या घर से काम के प्रोग्राम के बारे में कोई सवाल है? हमें कॉल करें, WhatsApp पर मैसेज करें, या नीचे लिखकर भेजें।',
    reachUs: 'हमसे सीधे जुड़ें',
    phone: 'फ़ोन',
    whatsapp: 'WhatsApp',
    chatWithUs: 'WhatsApp पर हमसे बात करें',
    email: 'ई-मेल',
    address: 'पता',
    followUs: 'हमें फ़ॉलो करें',
    formTitle: 'हमें मैसेज भेजें',
    formNote:
      'इससे WhatsApp या आपका ई-मेल ऐप खुलेगा, जिसमें आपका मैसेज पहले से लिखा होगा। उसे जाँच लें और वहीं भेजने का बटन दबाएँ।',
    name: 'आपका नाम',
    phoneOrEmail: 'फ़ोन नंबर या ई-मेल',
    subject: 'विषय या कोर्स',
    message: 'आपका मैसेज',
    generalEnquiry: 'सामान्य जानकारी',
    otherSubjects: ['eBook का ऑर्डर या भुगतान', 'घर से काम की मंज़ूरी या कमाई', 'रिफ़ंड', 'कुछ और'],
    sendOnWhatsApp: 'WhatsApp पर भेजें',
    sendByEmail: 'ई-मेल से भेजें',
    whatsappOpened:
      'आपके मैसेज के साथ WhatsApp खुल गया है। हम तक पहुँचाने के लिए वहाँ भेजने का बटन दबाएँ। अगर यह नहीं खुला, तो',
    openWhatsAppHere: 'यहाँ WhatsApp खोलें',
    whatsappOpenedEnd: '।',
    emailOpened: (email: string) =>
      `अब आपके ई-मेल ऐप में आपका मैसेज भेजने के लिए तैयार दिखना चाहिए। अगर कुछ नहीं खुला, तो हमें [${email}](email) पर लिखें।`,
  },
  contactErrors: {
    name: 'कृपया अपना नाम लिखें।',
    contactMissing: 'कृपया अपना फ़ोन नंबर या ई-मेल पता लिखें, ताकि हम आपको जवाब दे सकें।',
    contactInvalid: 'कृपया 10 अंकों का मोबाइल नंबर या name@example.com जैसा ई-मेल पता लिखें।',
    message: 'कृपया अपना मैसेज लिखें।',
  },
  contactMessage: {
    greeting: (siteName: string) => `नमस्ते ${siteName},`,
    name: 'नाम:',
    phoneOrEmail: 'फ़ोन या ई-मेल:',
    subject: 'विषय:',
    mailSubject: (subject: string, name: string) => `${subject}: ${name} का सवाल`,
  },
};
