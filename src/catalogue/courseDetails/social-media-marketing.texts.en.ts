import type { CourseDetails } from '../types';

/** The page of the course social-media-marketing: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'Almost every Indian business, from a neighbourhood bakery to a national brand, wants a social media presence that brings in customers, and few know how to build one. This training programme teaches you to plan content, create reels and posts on your phone, grow an audience and run paid campaigns that produce enquiries.',
    'You manage a real page throughout the course, either your own, a family business or one of our partner small businesses, and finish with results you can show to an employer or your first freelance clients.',
  ].join('\n\n'),
  syllabus: [
    {
      title: 'Strategy and audience',
      topics: [
        'Setting goals a business actually cares about',
        'Understanding your audience and competitors',
        'Choosing the right platforms',
        'Brand voice and content pillars',
      ],
    },
    {
      title: 'Content creation',
      topics: [
        'Designing posts and carousels in Canva',
        'Shooting and editing reels on a smartphone',
        'Writing captions and using hashtags',
        'Planning a monthly content calendar',
      ],
    },
    {
      title: 'Platform by platform',
      topics: [
        'Instagram: reels, stories and collaborations',
        'Facebook pages and groups',
        'YouTube and YouTube Shorts',
        'LinkedIn for professionals and B2B brands',
      ],
    },
    {
      title: 'Paid campaigns and influencers',
      topics: [
        'Meta Ads Manager: audiences, budgets and creatives',
        'Lead generation and WhatsApp click-to-chat ads',
        'Working with micro-influencers',
        'Measuring cost per lead and return on ad spend',
      ],
    },
    {
      title: 'Analytics, clients and freelancing',
      topics: [
        'Reading insights and preparing a monthly report',
        'Handling comments, reviews and complaints',
        'Pitching to and pricing for local businesses',
        'Building your portfolio',
      ],
    },
  ],
  benefits: [
    'Hands-on management of a real page for the whole course',
    'Reels, posts and a content calendar for your portfolio',
    'Paid campaign experience with Meta Ads Manager',
    'A ready-to-use pitch and pricing guide for freelance clients',
    'Placement and freelancing support after the course',
    'Certificate of completion',
  ],
  mentorBio:
    'Rohan is a Kolkata-based social media strategist who has grown pages for restaurants, fashion labels and coaching institutes, several of them past a lakh followers. He has run his own small agency for six years and teaches the processes his team uses every day.',
} satisfies CourseDetails;
