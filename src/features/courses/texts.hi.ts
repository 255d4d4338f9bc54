import type { CoursesTexts } from './texts.en';

/** The words of a course's own page, in Hindi (docs/hindi-glossary.md). */
export const texts: CoursesTexts = {
  course: {
    duration: 'अवधि',
    schedule: 'क्लास का समय',
    mentor: 'मेंटर',
    feeTitle: 'कोर्स की फ़ीस',
    feesOnRequest: 'फ़ीस पूछने पर',
    enrollNow: 'अभी दाख़िला लें',
    opensWhatsApp: ' (नए टैब में WhatsApp खुलता है)',
    enrolNote: 'इस कोर्स के बारे में संदेश के साथ WhatsApp खुलता है, ताकि भुगतान से पहले आप बैच की तारीख़ें पूछ सकें।',
    callBefore: ' बात करना चाहते हैं? कॉल करें ',
    callAfter: '।',
    overview: 'कोर्स के बारे में',
    syllabus: 'सिलेबस',
    module: (number: number) => `मॉड्यूल ${number}`,
    benefits: 'आपको क्या मिलेगा',
    yourMentor: 'आपके मेंटर',
    feeDepends:
      'फ़ीस आपके चुने बैच पर निर्भर है: हफ़्ते के दिन या वीकेंड, ऑनलाइन या हमारे क्लासरूम में। हमसे पूछिए, हम आपको अभी की फ़ीस और अगले बैच की तारीख़ बता देंगे।',
    askFees: 'WhatsApp पर फ़ीस पूछें',
    opensInNewTab: ' (नए टैब में खुलता है)',
    call: (phone: string) => `${phone} पर कॉल करें`,
  },

  notFound: {
    metaDescription: 'आपने जो कोर्स खोजा, वह हमें नहीं मिला।',
    text: 'लिंक पुराना हो सकता है या उसमें टाइपिंग की गलती हो सकती है। हमारे सभी कोर्स, कोर्स वाले पेज पर हैं।',
    seeAllCourses: 'सभी कोर्स देखें',
  },
};
