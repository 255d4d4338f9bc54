import type { CourseDetails } from '../types';

/** The page of the course spoken-english-courses: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'Where our 30-day Spoken English course focuses on speaking confidence, this ninety-day programme takes you through three levels (foundation, fluency and professional) and covers every part of English communication at work: speaking, listening, e-mails and reports, presentations, group discussions and interviews.',
    'You are placed in the right level after a free assessment and move up when you are ready. It suits graduates preparing for campus and off-campus placements, BPO and customer-service roles, and professionals who want to communicate with clients and senior management.',
  ].join('\n\n'),
  syllabus: [
    {
      title: 'Level 1: Foundation',
      topics: [
        'Everyday conversations and self-introduction',
        'Core grammar through speaking practice',
        'Building your working vocabulary',
        'Listening to simple English audio and video',
      ],
    },
    {
      title: 'Level 2: Fluency',
      topics: [
        'Thinking in English instead of translating',
        'Storytelling and describing experiences',
        'Debates and opinion discussions',
        'Idioms and natural expressions',
      ],
    },
    {
      title: 'Level 3: Professional communication',
      topics: [
        'Meetings, negotiations and client calls',
        'Presentations with slides',
        'Handling difficult conversations politely',
        'Cross-cultural communication with international clients',
      ],
    },
    {
      title: 'Written English',
      topics: [
        'Professional e-mails and replies',
        'Reports, minutes and summaries',
        'Chat etiquette on Slack, Teams and WhatsApp',
        'Common written errors and how to avoid them',
      ],
    },
    {
      title: 'Voice, accent and clarity',
      topics: [
        'Neutral, clear pronunciation',
        'Intonation and pace on calls',
        'Voice modulation for presentations',
        'Recorded practice with trainer feedback',
      ],
    },
    {
      title: 'Interviews and group discussions',
      topics: [
        'HR and technical interview answers',
        'Group discussion strategy and practice',
        'Video interviews and online assessments',
        'Two recorded mock interviews with feedback',
      ],
    },
  ],
  benefits: [
    'A free placement assessment puts you in the right level',
    'Covers speaking, writing, presentations and interviews in one programme',
    'Two recorded mock interviews with written feedback',
    'Voice and accent training for BPO and client-facing roles',
    'Study material and practice recordings to keep',
    'Certificate for each level you complete',
  ],
  mentorBio:
    'Farah is a Cambridge-certified English trainer who spent seven years as a voice and accent trainer for international call centres in Hyderabad and Noida before she began coaching graduates for placements. Her students have joined IT services firms, banks and airlines, and she still runs every mock interview herself.',
} satisfies CourseDetails;
