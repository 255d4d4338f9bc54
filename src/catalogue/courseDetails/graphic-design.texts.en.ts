import type { CourseDetails } from '../types';

/** The page of the course graphic-design: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'A practical design course for students, print and sign-shop staff, small business owners and anyone who wants to earn from design. You learn the principles behind good design and the tools that Indian studios and print shops use, from Photoshop and Illustrator to CorelDRAW and Canva.',
    'Every module ends with a real brief: a logo for a local business, a festival offer poster, a wedding card, a set of Instagram posts. By the end you have a portfolio of twelve pieces and know how to quote for freelance work.',
  ].join('\n\n'),
  syllabus: [
    {
      title: 'Design principles',
      topics: [
        'Layout, balance and white space',
        'Colour theory',
        'Typography, including Hindi fonts',
        'Reading a client brief',
      ],
    },
    {
      title: 'Adobe Photoshop',
      topics: [
        'Layers, masks and selections',
        'Photo retouching and background removal',
        'Posters, banners and thumbnails',
        'Exporting for web and print',
      ],
    },
    {
      title: 'Adobe Illustrator and CorelDRAW',
      topics: [
        'Vector drawing with the pen tool',
        'Logos and icons',
        'Visiting cards, letterheads and brochures',
        'Preparing print-ready files for flex and offset printing',
      ],
    },
    {
      title: 'Social media and Canva',
      topics: [
        'Instagram posts, carousels and story templates',
        'Brand kits in Canva for quick, consistent work',
        'Simple motion graphics for reels',
        'Designing festival and sale campaigns',
      ],
    },
    {
      title: 'Portfolio and freelancing',
      topics: [
        'Building a portfolio on Behance',
        'Finding clients and pricing your work',
        'Presenting designs and handling revisions',
        'Final project: a complete brand identity',
      ],
    },
  ],
  benefits: [
    'A portfolio of twelve finished designs',
    'Skills in the four tools most asked for in Indian job listings',
    'Print-ready file preparation that local printers accept first time',
    'Guidance on freelancing and pricing your work',
    'Personal feedback on every assignment',
    'Certificate of completion',
  ],
  mentorBio:
    'Sneha is a graphic designer from Pune with nine years of agency and freelance experience, designing brand identities, packaging and campaigns for restaurants, jewellers and start-ups across Maharashtra. She teaches design the way she works: start from the client’s problem, sketch first, then open the software.',
} satisfies CourseDetails;
