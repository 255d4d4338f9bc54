import type { LegalFacts } from '../legalFacts';

/** The disclaimer in English; `**…**` and `[…](target)` are RichText.tsx's marks. */
export const texts = {
  title: 'Disclaimer',
  description: (siteName: string) =>
    `${siteName} is not a SEBI registered investment advisor. Stock market content is educational only, and earnings are not guaranteed.`,
  intro:
    'Please read this before you use our courses, blog or work-from-home programme. It explains what we do and, just as importantly, what we do not do.',
  sections: (f: LegalFacts) => ({
    'not-sebi-registered': {
      heading: 'Not a SEBI registered investment advisor',
      body: [
        `${f.siteName} is **not registered with the Securities and Exchange Board of India (SEBI)** as an investment advisor or research analyst. We do not give investment advice, stock tips, buy or sell calls, portfolio management or any service that needs SEBI registration. Anyone who offers you such services in our name is not acting for us; please report them to us.`,
      ],
    },
    'educational-only': {
      heading: 'Stock market content is educational only',
      body: [
        'Our stock market course, blog posts, videos and examples teach how markets work. Any company, share or chart shown is an example for learning, not a recommendation. Past performance does not indicate future results.',
        'Investments in the securities market are subject to market risks. Read all related documents carefully, and consult a SEBI registered investment advisor before making any investment decision. You alone are responsible for your trades and their results.',
      ],
    },
    'no-guaranteed-earnings': {
      heading: 'No guaranteed earnings or jobs',
      body: [
        'What you earn from our work-from-home programme depends on your approval, the number of accurate entries you complete and the daily cap; the pay rate is an amount per accepted entry, not a salary. Figures for typical salaries or freelance income in our courses and blog are general information about the market, not a promise. We do not guarantee a job, a placement, an income or any result from a course.',
      ],
    },
    'third-party-forms': {
      heading: 'Third-party forms and links',
      body: [
        'Some pages, including the data-entry pages, embed forms from other services such as Google Forms, and some pages link to other websites. Those services are run by others under their own terms and privacy policies. We are not responsible for their content, availability or how they handle what you enter. Do not type passwords, UPI PINs or bank details into any form.',
      ],
    },
    'user-ads': {
      heading: 'Ads posted by users',
      body: [
        'Classified ads on this website are posted by users and are their responsibility. We do not verify the goods, services, jobs or people in them. Check carefully before you deal with anyone, and never pay a fee to get a job.',
      ],
    },
    accuracy: {
      heading: 'Accuracy of information',
      body: [
        `We try to keep all information on this website correct and current, but laws, fees, app screens and market rules change. Information is given in good faith and may contain errors; tell us at [${f.email}](email) if you find one. The full conditions of use are in our [Terms of Use](terms).`,
      ],
    },
  }),
};

export type DisclaimerTexts = typeof texts;
