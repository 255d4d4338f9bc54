/** The blog's own words, around the articles (which are in English in both languages). */
export const texts = {
  list: {
    title: 'Blog',
    metaDescription:
      'Practical guides on work-from-home safety, UPI payments, spoken English, digital marketing careers and stock market basics.',
    lead: 'Practical guides for learners: staying safe online, paying by UPI, building a career and learning new skills at your own pace.',
    articlesLabel: 'Articles',
  },
  post: {
    byAuthor: (author: string) => `By ${author}`,
    backToBlog: 'Back to the blog',
    notFoundTitle: 'Post not found',
    notFoundDescription: 'This article does not exist or has moved.',
    notFoundLead: 'We could not find that article. It may have moved, or the link may be mistyped.',
    seeAllArticles: 'See all articles',
  },
  readingTime: (minutes: number) => `${minutes} min read`,
  /** Shown only on a page in another language, beside an article kept in English. */
  inEnglish: 'In English',
  tagsLabel: 'Topics',
};

export type BlogTexts = typeof texts;
