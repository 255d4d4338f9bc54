import { site } from '../../config/site';
import type { CourseDetails } from '../types';

/** The page of the course stock-market: overview (paragraphs separated by a blank line), syllabus, benefits, mentor. */
export const texts = {
  overview: [
    'Sixty days from your first demat account to a written plan of your own. You will learn how the Indian market is organised, what happens between tapping Buy in a discount broker’s app and the shares reaching your demat account, and how to read a price chart, a balance sheet and a quarterly result for yourself, instead of following tips from Telegram and WhatsApp groups.',
    'Every idea is practised first on paper trades and a virtual portfolio, so you understand position sizing, stop-losses and the true cost of brokerage, STT, GST and stamp duty before any money is at stake. Futures and options are taught with an honest look at why most retail F&O traders lose money.',
    `This course is for education only. ${site.name} is not a SEBI registered investment advisor or research analyst: we do not give buy or sell recommendations, tips or portfolio advice, and nothing in this course promises returns. Investments in the securities market are subject to market risks.`,
  ].join('\n\n'),
  syllabus: [
    {
      title: 'How the Indian stock market works',
      topics: [
        'Primary and secondary markets: IPOs, NSE and BSE',
        'The roles of SEBI, the depositories (NSDL and CDSL) and clearing corporations',
        'Demat and trading accounts: choosing and opening one with a broker',
        'Order types, trading hours, the pre-open session and T+1 settlement',
        'Nifty 50, Sensex and the sectoral indices',
      ],
    },
    {
      title: 'Fundamental analysis',
      topics: [
        'Reading an annual report: profit and loss, balance sheet and cash flow',
        'Ratios that matter: P/E, P/B, ROE, ROCE and debt-to-equity',
        'Quarterly results, promoter holding and pledged shares',
        'Screening companies with free online tools',
        'Keeping a watchlist with a written reason for every stock on it',
      ],
    },
    {
      title: 'Technical analysis',
      topics: [
        'Candlestick, line and bar charts',
        'Support, resistance and trendlines',
        'Moving averages, RSI, MACD and volume',
        'Common chart patterns and how often they fail',
        'Intraday, swing and positional timeframes',
      ],
    },
    {
      title: 'Futures and options, explained honestly',
      topics: [
        'Lot sizes, expiry days and margins',
        'Option premiums, strike prices and the Greeks in plain words',
        'What SEBI’s studies of retail F&O traders found about losses',
        'Using options to protect a portfolio rather than to gamble',
      ],
    },
    {
      title: 'Risk management and trading psychology',
      topics: [
        'Position sizing and risking no more than you can afford to lose',
        'Stop-losses and risk–reward',
        'The full cost of a trade: brokerage, STT, exchange charges, GST and stamp duty',
        'Keeping a trade journal and reviewing it every week',
        'Spotting tips, pump-and-dump groups and “guaranteed return” schemes',
      ],
    },
    {
      title: 'Long-term investing, taxes and your own plan',
      topics: [
        'Mutual funds, index funds, ETFs and SIPs',
        'Short-term and long-term capital gains, and how intraday and F&O income is taxed',
        'Asset allocation for goals such as a house, education or retirement',
        'Writing your own trading and investing plan and testing it on a virtual portfolio',
      ],
    },
  ],
  benefits: [
    'Understand exactly how an order travels from a broker’s app to the exchange and into your demat account',
    'Read company results and ratios yourself instead of relying on tips',
    'Practise every strategy on a virtual portfolio before risking real money',
    'Leave with a written plan that sets your own risk limits',
    'Recordings of every live session to revise at your own pace',
    'Certificate of completion after the final assessment',
  ],
  mentorBio:
    'Rajesh has traded and invested in Indian equities for more than fifteen years and has spent eight of them teaching beginners, first in Mumbai and now online. A commerce graduate who began his career in the back office of a stockbroking firm, he explains settlement, margins and charges from the inside, and insists that every student keeps a trade journal. He does not give stock tips, in class or outside it.',
} satisfies CourseDetails;
