import type { CommonTexts } from './texts.en';

/** The shared components' words in Hindi (docs/hindi-glossary.md). */
export const texts: CommonTexts = {
  certified: 'प्रमाणित',
  loading: 'लोड हो रहा है…',
  close: 'बंद करें',
  page: {
    notFoundTitle: 'माफ़ कीजिए! पेज नहीं मिला',
    goToHomepage: 'होम पेज पर जाएँ',
    goBack: 'पीछे जाएँ',
    tryAgain: 'फिर से कोशिश करें',
    profileNotFound: 'यूज़र की प्रोफ़ाइल नहीं मिली।',
    profileError: 'यूज़र की प्रोफ़ाइल लाने में गड़बड़ हुई।',
    premiumFormTitle: 'हमारा प्रीमियम फ़ॉर्म',
    previousPage: 'पिछला',
    nextPage: 'अगला',
    pageNumber: (page: number) => `पेज ${page}`,
  },
  routeError: {
    chunkTitle: 'यह पेज लोड नहीं हो पाया',
    chunkDetail:
      'हो सकता है साइट अपडेट हुई हो, या आपका इंटरनेट कनेक्शन टूट गया हो। पेज दोबारा लोड करने से आमतौर पर ठीक हो जाता है।',
    title: 'कुछ गड़बड़ हो गई',
    detail: 'एक अनचाही गड़बड़ी की वजह से यह पेज रुक गया। कृपया फिर से कोशिश करें।',
    reload: 'पेज दोबारा लोड करें',
  },
  enquiry: {
    general: (siteName: string) =>
      `नमस्ते ${siteName}, मैं आपके कोर्स के बारे में और जानना चाहता/चाहती हूँ: फ़ीस, बैच का समय और दाख़िला कैसे लें।`,
    course: (siteName: string, courseTitle: string) =>
      `नमस्ते ${siteName}, मैं ${courseTitle} कोर्स के बारे में और जानना चाहता/चाहती हूँ: फ़ीस, बैच का समय और दाख़िला कैसे लें।`,
  },
};
