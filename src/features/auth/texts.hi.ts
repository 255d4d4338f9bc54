import { MAX_NAME } from '../../backend/limits';
import { texts as authFailures } from '../../backend/words/authFailures.texts.hi';
import { texts as common } from '../../components/texts.hi';
import type { AuthTexts } from './texts.en';

export const texts: AuthTexts = {
  enterEmail: 'अपना ई-मेल लिखें।',
  enterPassword: 'अपना पासवर्ड लिखें।',
  enterFirstName: 'अपना पहला नाम लिखें।',
  enterLastName: 'अपना सरनेम लिखें।',
  firstNameTooLong: `पहला नाम ज़्यादा से ज़्यादा ${MAX_NAME} अक्षरों का हो सकता है।`,
  lastNameTooLong: `सरनेम ज़्यादा से ज़्यादा ${MAX_NAME} अक्षरों का हो सकता है।`,
  passwordTooShort: authFailures['weak-password'],
  invalidEmail: authFailures['invalid-email'],
  resetSent: (email: string) =>
    `अगर ${email} से कोई अकाउंट है, तो नया पासवर्ड बनाने का लिंक भेजा जा रहा है। अपना इनबॉक्स और स्पैम फ़ोल्डर देखें।`,
  profileNotFound: common.page.profileNotFound,
  profileError: common.page.profileError,
  adminNotPinned: 'अभी कोई एडमिन नहीं है: साइट की सेटिंग में किसी अकाउंट को एडमिन के रूप में तय नहीं किया गया है।',
  adminPinnedElsewhere:
    'इस अकाउंट का ई-मेल एडमिन वाला है, लेकिन यह एडमिन नहीं है: एडमिन वही एक अकाउंट है जिसकी ID साइट की सेटिंग में तय है।',
  adminUnconfirmed:
    'यह एडमिन का अकाउंट है, लेकिन इसके ई-मेल की पुष्टि अभी नहीं हुई है। हमारे भेजे ई-मेल का लिंक खोलें, या लॉग इन पेज पर "पासवर्ड भूल गए?" से नया पासवर्ड बनाएँ (उसका लिंक भी ई-मेल की पुष्टि करता है), फिर लॉग आउट करके दोबारा लॉग इन करें।',
  accountId: 'इस अकाउंट की ID:',

  firstName: 'पहला नाम',
  lastName: 'सरनेम',
  email: 'ई-मेल',
  password: 'पासवर्ड',

  signup: {
    title: 'साइन अप',
    description: 'eBook ख़रीदने, विज्ञापन देने और घर से डेटा एंट्री के काम के लिए अपना अकाउंट बनाएँ।',
    heading: 'अपना अकाउंट बनाएँ',
    passwordHint: (length: number) => `पासवर्ड कम से कम ${length} अक्षरों का हो।`,
    submit: 'साइन अप करें',
    submitting: 'आपका अकाउंट बन रहा है…',
    haveAccount: 'क्या आपका अकाउंट पहले से है?',
    logIn: 'लॉग इन करें',
  },
  login: {
    title: 'लॉग इन',
    description: 'eBook ख़रीदने, विज्ञापन देने और घर से काम के अपने पेज देखने के लिए लॉग इन करें।',
    heading: 'लॉग इन करें',
    submit: 'लॉग इन करें',
    submitting: 'लॉग इन हो रहा है…',
    forgot: 'पासवर्ड भूल गए?',
    newHere: 'पहली बार आए हैं?',
    createAccount: 'अपना अकाउंट बनाएँ',
  },
  reset: {
    heading: 'नया पासवर्ड बनाएँ',
    email: 'लिंक किस ई-मेल पर भेजें',
    submit: 'लिंक भेजें',
    submitting: 'भेजा जा रहा है…',
  },
  profile: {
    loading: 'आपकी प्रोफ़ाइल लोड हो रही है…',
    title: 'आपकी प्रोफ़ाइल',
    description: 'आपका अकाउंट, मंज़ूरी की स्थिति और ज़रूरी लिंक।',
    admin: 'एडमिन',
    approved: 'डेटा एंट्री के काम के लिए मंज़ूर',
    notApproved: 'डेटा एंट्री के काम के लिए अभी मंज़ूरी नहीं मिली',
    logOut: 'लॉग आउट करें',
    loggingOut: 'लॉग आउट हो रहा है…',
    tryAgain: 'फिर से कोशिश करें',
    notApprovedNote: {
      before: 'हम आपका अकाउंट मंज़ूर करें, तब डेटा एंट्री का काम शुरू होता है:',
      link: 'घर से काम का कोर्स',
      after: 'पूरा करें या WhatsApp पर हमसे संपर्क करें।',
    },
    shortcuts: 'ज़रूरी लिंक',
    links: {
      library: { title: 'मेरी किताबें', detail: 'आपकी ख़रीदी eBook और उनके भुगतान की स्थिति' },
      postAd: { title: 'विज्ञापन दें', detail: 'श्रेणी का फ़ॉर्म भरकर बेचें, किराए पर दें या नौकरी दें' },
      myAds: {
        title: 'मेरे विज्ञापन',
        detail: 'आपके विज्ञापन और हर एक की स्थिति: जाँच में, प्रकाशित, समय पूरा या नामंज़ूर',
      },
      course: { title: 'घर से काम का कोर्स', detail: 'डेटा एंट्री सीखें और कमाई शुरू करें' },
      earnings: {
        title: 'मेरी कमाई और भुगतान',
        detail: 'डेटा एंट्री से आपकी कमाई, आपको मिला भुगतान और बकाया',
      },
      work: { title: 'डेटा एंट्री का काम', detail: 'आपका रोज़ का काम, एंट्री और कमाई' },
      form: { title: common.page.premiumFormTitle, detail: 'हर एंट्री के लिए भरा जाने वाला फ़ॉर्म' },
      admin: { title: 'एडमिन डैशबोर्ड', detail: 'आपके लिए रुका हुआ सब काम, एक नज़र में' },
      payments: { title: 'भुगतान की मंज़ूरी', detail: 'eBook के भुगतान मंज़ूर करें' },
      earningsDashboard: { title: 'यूज़र की कमाई', detail: 'रोज़ की एंट्री दर्ज करें' },
      users: { title: 'यूज़र मंज़ूर करें', detail: 'सीखने वालों को काम पर लें' },
      submissions: { title: 'आए हुए विज्ञापन', detail: 'यूज़र के दिए विज्ञापन' },
    },
  },
};
