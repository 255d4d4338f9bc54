import type { ShellTexts } from './texts.en';

/** The header's, footer's and banner's words in Hindi (docs/hindi-glossary.md). */
export const texts: ShellTexts = {
  nav: {
    home: 'होम',
    about: 'हमारे बारे में',
    courses: 'कोर्स',
    blog: 'ब्लॉग',
    training: 'ट्रेनिंग',
    contact: 'संपर्क करें',
    privacyPolicy: 'प्राइवेसी पॉलिसी',
    terms: 'नियम और शर्तें',
    disclaimer: 'अस्वीकरण',
  },
  skipToContent: 'सीधे पेज की सामग्री पर जाएँ',
  mainNavigation: 'मुख्य',
  mobileNavigation: 'मोबाइल',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  loginSignup: 'लॉग इन/साइन अप',
  yourProfile: 'आपकी प्रोफ़ाइल',
  footer: {
    about:
      'स्टॉक मार्केट की बुनियादी बातें, डिजिटल मार्केटिंग और स्पोकन इंग्लिश के व्यावहारिक कोर्स, eBook, और मंज़ूर हुए लर्नर्स के लिए घर से डेटा एंट्री का काम।',
    quickLinks: 'ज़रूरी लिंक',
    courses: 'कोर्स',
    courseNames: ['स्टॉक मार्केट', 'डिजिटल मार्केटिंग', 'स्पोकन इंग्लिश'],
    contactUs: 'संपर्क करें',
    phone: 'फ़ोन:',
    email: 'ई-मेल:',
    followUs: 'हमें फ़ॉलो करें',
    twitterComingSoon: 'Twitter (जल्द ही)',
    rights: 'सर्वाधिकार सुरक्षित।',
  },
  banner: {
    label: 'अस्वीकरण',
    title: 'अस्वीकरण:',
    notSebi: (siteName: string) =>
      `${siteName} SEBI में रजिस्टर्ड निवेश सलाहकार नहीं है। स्टॉक मार्केट पर हमारी सामग्री सिर्फ़ सीखने के लिए है, यह निवेश की सलाह नहीं है।`,
    whatsappUs: 'कोर्स के बारे में पूछने के लिए WhatsApp करें:',
    pause: 'स्क्रॉल रोकें',
  },
  quotaLabel: 'आज की सीमा',
  demo: {
    label: 'डेमो मोड',
    title: 'डेमो मोड',
    note: ': अकाउंट और डेटा इसी ब्राउज़र में रहते हैं।',
    reset: 'डेमो डेटा रीसेट करें',
    confirmReset: 'डेमो रीसेट करें? इस ब्राउज़र में बने सारे अकाउंट, भुगतान और एंट्री हट जाएँगे।',
  },
};
