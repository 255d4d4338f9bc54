import type { StandInTexts } from './standIn.texts.en';

/** The words of the pages that stand in for another, in Hindi (docs/hindi-glossary.md). */
export const texts: StandInTexts = {
  notFound: {
    metaTitle: 'पेज नहीं मिला',
    metaDescription: 'आप जो पेज खोलना चाहते थे, वह मौजूद नहीं है।',
    lead: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    redirectBefore: 'आपको',
    redirectAfter: ' में होम पेज पर ले जाया जा रहा है।',
    seconds: (seconds: number) => `${seconds} सेकंड`,
  },
  guard: {
    accountUnreachable: 'हम आपका अकाउंट जाँच नहीं पाए। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    checkingAccount: 'आपका अकाउंट जाँचा जा रहा है…',
    checkingApproval: 'आपकी मंज़ूरी जाँची जा रही है…',
  },
  accessDenied: {
    metaTitle: 'यह पेज आपके लिए नहीं है',
    metaDescription: 'यह पेज आपके अकाउंट के लिए खुला नहीं है।',
    code: 'सुरक्षा चेतावनी 401',
    title: 'यह पेज आपके लिए नहीं है',
    detail: 'बिना अनुमति के पहुँचने की कोशिश पकड़ी गई',
    note: 'यह पेज आपके अकाउंट के लिए खुला नहीं है। अगर आपको लगता है कि इसे खुलना चाहिए, तो हमसे संपर्क करें।',
    back: 'सुरक्षित पेज पर लौटें',
  },
  comingSoon: {
    description: (title: string) => `${title}: जल्द आ रहा है।`,
    note: 'यह पेज जल्द आ रहा है।',
  },
};
