import { site } from '../../config/site';
import { texts as landingTexts } from './landing.texts.en';

/** The signed-in pages of the courses: the work-from-home course (/course-details) and enrolment. */
export const texts = {
  landing: landingTexts,
  /** /enroll/{id} */
  enroll: {
    opensInNewTab: '(opens in a new tab)',
    title: (course: string) => `Enroll in ${course}`,
    metaDescription: (course: string) => `What ${course} costs and how to enroll.`,
    lead: 'Enrolling takes a few minutes: pay from any UPI app, then send us your payment reference on WhatsApp.',
    feeTitle: 'What it costs',
    feeOnRequest: 'Fees on request: they depend on the batch you choose.',
    stepsTitle: 'How to enroll',
    payStep: (amount: string) => `Pay ${amount} by UPI`,
    payDetail: 'Use Google Pay, PhonePe, Paytm or any UPI app and pay to this UPI ID:',
    upiIdLabel: 'UPI ID',
    payeeLabel: 'Payee name',
    payInApp: 'Pay with a UPI app',
    payInAppHint: '(opens your UPI app on a phone)',
    askFeeStep: 'Ask us for the fee of the next batch',
    askFeeDetail: 'We will tell you the fee and the start date, then send you the payment details.',
    sendStep: 'Send us your payment reference on WhatsApp',
    sendDetail:
      'Send the UPI transaction ID (UTR) from your payment app. The message already names the course.',
    whatsapp: 'Message us on WhatsApp',
    confirmStep: 'We confirm your seat',
    confirmDetail: 'We reply with your joining details and access to the course.',
    paidMessage: (course: string, amount: string) =>
      `Hello ${site.name}, I want to enroll in the ${course} course. I have paid ${amount} by UPI. My UPI transaction ID (UTR) is: `,
    feeMessage: (course: string) =>
      `Hello ${site.name}, I want to enroll in the ${course} course. Please tell me the fee and the next batch date.`,
    upiNote: (course: string) => `Enrolment: ${course}`,
    backToCourse: 'Back to the course',
    notFoundText: 'The link may be old or mistyped. All our courses are listed on the courses page.',
    seeAllCourses: 'See all courses',
  },
};

export type EnrolmentTexts = typeof texts;
