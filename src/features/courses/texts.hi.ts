import { site } from '../../config/site';
import type { CoursesTexts } from './texts.en';

export const texts: CoursesTexts = {
  list: {
    metaTitle: 'कोर्स',
    metaDescription:
      'स्टॉक मार्केट की बुनियादी बातें, स्पोकन इंग्लिश, डिजिटल मार्केटिंग, वेब डेवलपमेंट, डिज़ाइन और बहुत कुछ: लाइव ऑनलाइन और क्लासरूम कोर्स।',
    title: 'हमारे कोर्स',
    lead: `प्रैक्टिकल, लाइव कोर्स, जिन्हें वही लोग सिखाते हैं जो यह काम करते हैं: ऐसा हुनर सीखिए जो नौकरी पाने, अपना कारोबार बढ़ाने या घर से कमाने में मदद करे। ${site.name} एक ${site.certification} सर्टिफ़ाइड संस्थान है, और हर कोर्स के अंत में सर्टिफ़िकेट मिलता है।`,
    notSureBefore: 'समझ नहीं आ रहा कहाँ से शुरू करें? पढ़िए ',
    notSureLink: 'हमारी ट्रेनिंग कैसे होती है',
    notSureAfter: '।',
    allCourses: 'सभी कोर्स',
    ebooksTitle: 'अपनी रफ़्तार से सीखना चाहते हैं?',
  },

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
