import type { CourseDetails } from '../types';

/** The page of the course spoken-english: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'A speaking course for people who understand English but hesitate to speak it. Every day you spend two hours in a small live batch, and you speak far more than you listen: role-plays, pair work, group discussions and short talks, with the trainer correcting pronunciation and grammar as you go.',
    'Lessons are built around situations you actually face: introducing yourself in an interview, talking to customers, joining an office meeting or answering a phone call in English. Difficult points are explained in Hindi when that helps. By day 30 you give a five-minute talk and sit a recorded mock interview.',
  ].join('\n\n'),
  syllabus: [
    {
      title: 'Foundations and confidence',
      topics: [
        'Introducing yourself and others',
        'The tenses you actually use in conversation',
        'Asking questions correctly',
        'Speaking drills in pairs to get past hesitation',
      ],
    },
    {
      title: 'Grammar in conversation',
      topics: [
        'Articles and prepositions without the rule-book',
        'Common errors of Hindi speakers, such as “discuss about” and “I am having a doubt”',
        'Polite requests with could, would and may',
        'Longer sentences with connectors',
      ],
    },
    {
      title: 'Pronunciation and fluency',
      topics: [
        'Sounds that are often mixed up: v and w, s and sh, short and long vowels',
        'Word stress and sentence rhythm',
        'Speaking at a comfortable, clear pace',
        'Daily shadowing practice with audio',
      ],
    },
    {
      title: 'English at work',
      topics: [
        'Telephone and video-call English',
        'Phrases for meetings and for reading e-mails aloud',
        'Talking to customers and handling complaints',
        'Small talk with colleagues and seniors',
      ],
    },
    {
      title: 'Interviews and public speaking',
      topics: [
        '“Tell me about yourself” and other common HR questions',
        'Group discussion techniques',
        'Preparing and delivering a five-minute talk',
        'A recorded mock interview with written feedback',
      ],
    },
  ],
  benefits: [
    'You speak for at least an hour in every two-hour session',
    'Small batches, so the trainer corrects you personally every day',
    'A list of 1,000 everyday and workplace words with example sentences',
    'A recorded mock interview with written feedback you can act on',
    'Confidence for interviews, customer calls and office meetings',
    'Certificate of completion',
  ],
  mentorBio:
    'Ananya holds an MA in English from the University of Delhi and a CELTA teaching certificate. In eleven years she has trained more than 4,000 learners, from college students preparing for campus placements to call-centre teams and shopkeepers who deal with tourists, and she is known for getting shy speakers talking from the very first class.',
} satisfies CourseDetails;
