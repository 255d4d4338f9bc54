import { site } from '../../config/site';
import type { EnrolmentTexts } from './enrolment.texts.en';
import { texts as landingTexts } from './landing.texts.hi';

export const texts: EnrolmentTexts = {
  landing: landingTexts,
  enroll: {
    opensInNewTab: '(नए टैब में खुलता है)',
    title: (course: string) => `${course} में दाख़िला लें`,
    metaDescription: (course: string) => `${course} की फ़ीस कितनी है और दाख़िला कैसे लें।`,
    lead: 'दाख़िले में बस कुछ मिनट लगते हैं: किसी भी UPI ऐप से भुगतान करें, फिर भुगतान का रेफ़रेंस हमें WhatsApp पर भेजें।',
    feeTitle: 'फ़ीस कितनी है',
    feeOnRequest: 'फ़ीस पूछने पर: यह आपके चुने बैच पर निर्भर है।',
    stepsTitle: 'दाख़िला कैसे लें',
    payStep: (amount: string) => `UPI से ${amount} का भुगतान करें`,
    payDetail: 'Google Pay हो, PhonePe हो, Paytm हो या कोई और UPI ऐप, इस UPI ID पर भुगतान करें:',
    upiIdLabel: 'हमारा UPI ID',
    payeeLabel: 'पाने वाले का नाम',
    payInApp: 'UPI ऐप से भुगतान करें',
    payInAppHint: '(फ़ोन पर आपका UPI ऐप खोलता है)',
    askFeeStep: 'अगले बैच की फ़ीस हमसे पूछें',
    askFeeDetail: 'हम आपको फ़ीस और शुरू होने की तारीख़ बताएँगे, फिर भुगतान की जानकारी भेजेंगे।',
    sendStep: 'भुगतान का रेफ़रेंस हमें WhatsApp पर भेजें',
    sendDetail: 'अपने पेमेंट ऐप से UPI ट्रांज़ैक्शन ID (UTR) भेजें। संदेश में कोर्स का नाम पहले से लिखा है।',
    whatsapp: 'WhatsApp पर संदेश भेजें',
    confirmStep: 'हम आपकी सीट पक्की करते हैं',
    confirmDetail: 'हम जवाब में आपको जुड़ने की जानकारी और कोर्स का ऐक्सेस भेजते हैं।',
    paidMessage: (course: string, amount: string) =>
      `नमस्ते ${site.name}, मैं ${course} कोर्स में दाख़िला लेना चाहता/चाहती हूँ। मैंने UPI से ${amount} का भुगतान कर दिया है। मेरा UPI ट्रांज़ैक्शन ID (UTR) है: `,
    feeMessage: (course: string) =>
      `नमस्ते ${site.name}, मैं ${course} कोर्स में दाख़िला लेना चाहता/चाहती हूँ। कृपया फ़ीस और अगले बैच की तारीख़ बताइए।`,
    upiNote: (course: string) => `दाख़िला: ${course}`,
    backToCourse: 'कोर्स पर वापस जाएँ',
    notFoundText: 'लिंक पुराना हो सकता है या उसमें टाइपिंग की गलती हो सकती है। हमारे सभी कोर्स, कोर्स वाले पेज पर हैं।',
    seeAllCourses: 'सभी कोर्स देखें',
  },
};
