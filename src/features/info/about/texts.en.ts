/** The about page's words in English. */
export const texts = {
  metaTitle: 'About us',
  metaDescription: (siteName: string, certification: string) =>
    `${siteName} is an ${certification} certified training company teaching stock market basics, digital marketing, spoken English and work-from-home skills online.`,
  title: (siteName: string) => `About ${siteName}`,
  lead: 'We teach practical skills that help people across India earn, get hired and grow in confidence, in plain language, online, and at a fee a family can plan for.',
  who: {
    title: 'Who we are',
    text: (siteName: string) => [
      `${siteName} is an Indian training and education company. Our learners are students, homemakers, job seekers and working people, many from smaller towns, who want a skill they can use within weeks, not a degree that takes years. We teach online, so a learner in a village with a smartphone gets the same classes as one in a metro city.`,
      'Alongside our courses we publish practical eBooks, paid simply by UPI, and run a work-from-home data-entry programme in which approved learners earn for every accurate entry they complete.',
    ],
  },
  mission: {
    title: 'Our mission',
    text: 'To make job-ready skills affordable and honest. That means clear fees written on every course page, no promises of easy money, no stock tips, and training that ends with something you can actually do.',
  },
  whatWeTeach: 'What we teach',
  certified: {
    title: (certification: string) => `${certification} certified`,
    text: (certification: string) =>
      `Our training is delivered under a quality management system certified to ${certification}, the international standard for quality management. In practice this means every course follows a written design and review process, trainers are assessed before they teach, learner feedback and complaints are recorded and answered, and the whole system is audited by an independent certification body.`,
  },
  howWeTrain: 'How we train',
  steps: [
    {
      title: 'Live classes in small batches',
      text: 'Trainers teach online, in real time, so you can ask questions as you go. Recordings and notes help you catch up if you miss a day.',
    },
    {
      title: 'Practice before theory',
      text: 'Every lesson ends with something to do: a voice note in English, a paper trade, an ad campaign on a practice budget, a form filled without mistakes.',
    },
    {
      title: 'Mentors who do the work',
      text: 'Our mentors have worked in the fields they teach, and they review assignments themselves instead of leaving you with recorded videos.',
    },
    {
      title: 'Help on WhatsApp',
      text: 'Doubts do not wait for the next class: your batch has a trainer you can message on WhatsApp.',
    },
    {
      title: 'Assessment and certificate',
      text: 'A final assessment checks what you can do, and you receive a course completion certificate when you pass.',
    },
  ],
  inNumbers: 'In numbers',
  figures: {
    courses: 'skill courses, from spoken English to web development',
    learners: 'learners in our work-from-home data-entry course',
    rating: 'average rating from learners of the work-from-home course',
    moneyBack: 'money-back guarantee on the work-from-home course',
    days: (days: number) => `${days} days`,
  },
  honest: {
    title: 'What we do not do',
    /** `[…](disclaimer)` links to the disclaimer (RichText.tsx). */
    text: 'We are not a SEBI registered investment advisor: our stock market course is education, not advice. We do not promise jobs or fixed earnings. The details are in our [disclaimer](disclaimer).',
  },
  talk: {
    title: 'Talk to us',
    text: 'Not sure which course fits you? Ask us about fees, batch timings and how to join.',
    chat: 'Chat on WhatsApp',
    call: (phone: string) => `Call ${phone}`,
    contact: 'Contact us',
  },
};

export type AboutTexts = typeof texts;
