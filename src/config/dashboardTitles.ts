/**
 * The admin's dashboards by the specification's titles: each is the page's heading and the name of
 * its link on the admin's home page. A module of their own, so the public pages do not carry them.
 */
export const dashboardTitles = {
  paymentApprovals: 'Payment Approval Dashboard',
  earningsDashboard: 'User Earnings Dashboard',
} as const;
