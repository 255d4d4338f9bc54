/* The words of a course's own page, in English; the courses' own words are in catalogue/, the list's in list.texts.*. */
export const texts = {
  /** A course's own page. */
  course: {
    duration: 'Duration',
    schedule: 'Schedule',
    mentor: 'Mentor',
    feeTitle: 'Course fee',
    feesOnRequest: 'Fees on request',
    enrollNow: 'Enroll Now',
    opensWhatsApp: ' (opens WhatsApp in a new tab)',
    enrolNote:
      'Opens WhatsApp with a message about this course, so you can ask about batch dates before you pay.',
    callBefore: ' Prefer to talk? Call ',
    callAfter: '.',
    overview: 'Overview',
    syllabus: 'Syllabus',
    module: (number: number) => `Module ${number}`,
    benefits: 'What you gain',
    yourMentor: 'Your mentor',
    feeDepends:
      'The fee depends on the batch you choose: weekday or weekend, online or in our classroom. Ask us and we will tell you the current fee and the date of the next batch.',
    askFees: 'Ask for fees on WhatsApp',
    opensInNewTab: ' (opens in a new tab)',
    call: (phone: string) => `Call ${phone}`,
  },

  /** A course id no page has (/courses/{courseId}, /enroll/{id}). */
  notFound: {
    metaDescription: 'We could not find the course you asked for.',
    text: 'The link may be old or mistyped. All our courses are listed on the courses page.',
    seeAllCourses: 'See all courses',
  },
};

export type CoursesTexts = typeof texts;
