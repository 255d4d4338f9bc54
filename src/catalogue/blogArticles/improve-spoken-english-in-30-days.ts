import type { BlogBlock } from '../types';

/** The article, in English in every language of the site. */
export const body: BlogBlock[] = [
  {
    kind: 'paragraph',
    text: 'Most learners in India have studied English grammar for years but still hesitate to speak. The problem is rarely knowledge; it is practice. Thirty days is not enough to become fluent, but it is enough to break the hesitation and build a habit that keeps working after the month is over. All you need is a phone, a notebook and 30 to 45 minutes every day.',
  },
  { kind: 'heading', text: 'Week 1: listen and copy' },
  {
    kind: 'paragraph',
    text: 'Choose short videos with clear Indian or international English, such as news bulletins, TED talks or interviews. Listen to one minute, pause, and repeat each sentence aloud, copying the speed and stress. This is called shadowing. Write down five useful phrases a day, not single words: "Could you tell me…", "I was wondering if…", "As far as I know…".',
  },
  { kind: 'heading', text: 'Week 2: speak about your own life' },
  {
    kind: 'paragraph',
    text: 'Every day, record a two-minute voice note on your phone about a simple topic: your morning, your family, your work, a film you liked. Listen back once and note one mistake to fix tomorrow. Do not stop to look up words while speaking; if you do not know a word, describe it in other words. That skill is what fluency really is.',
  },
  { kind: 'heading', text: 'Week 3: fix the common mistakes' },
  {
    kind: 'list',
    items: [
      '"I am having two brothers" → "I have two brothers" (have is not used in the -ing form for possession).',
      '"He don’t know" → "He doesn’t know".',
      '"Myself Ravi" → "I am Ravi" or "My name is Ravi".',
      '"Discuss about the plan" → "Discuss the plan".',
      '"I will revert back" → "I will reply" or "I will get back to you".',
    ],
  },
  { kind: 'heading', text: 'Week 4: talk to real people' },
  {
    kind: 'paragraph',
    text: 'Find a speaking partner, a friend, a family member or a classmate, and agree to speak only English for 15 minutes a day. Practise real situations: introducing yourself in an interview, asking for directions, making a complaint on the phone. At the end of the month, record a two-minute voice note on the same topic as your first one and compare. The difference usually surprises people.',
  },
  { kind: 'heading', text: 'When to get a trainer' },
  {
    kind: 'paragraph',
    text: 'Self-study works best with feedback. If you keep making the same mistakes, or you need English for interviews and work soon, a course with daily live speaking sessions and a trainer who corrects you will move you faster than practising alone. Our Spoken English course runs daily 2-hour sessions built around exactly this kind of speaking practice.',
  },
];
