import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isAdminEmail, isPinnedAdmin } from '../../backend/isAdmin';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { avatarInitial } from '../../lib/avatar';
import { useBackend, useSession, useSignedInUser } from '../../session/session';
import { authMessages as text } from './messages';
import './auth.css';

interface ProfileLinkItem {
  to: string;
  title: string;
  detail: string;
}

const learnerLinks: ProfileLinkItem[] = [
  { to: paths.library.href(), title: 'My library', detail: 'Your eBook purchases and their payment status' },
  {
    to: paths.createJobPost.href(),
    title: 'Post an ad',
    detail: 'Sell, rent or hire through a category form',
  },
  {
    to: paths.myAds.href(),
    title: 'My ads',
    detail: 'Your ads and where each one is: waiting, published, expired or rejected',
  },
  {
    to: paths.workFromHomeCourse.href(),
    title: 'Work from home course',
    detail: 'Learn data entry and start earning',
  },
];

/** For everyone but the admin: a worker keeps it when their approval is revoked. */
const earningsLink: ProfileLinkItem = {
  to: paths.myEarnings.href(),
  title: 'My earnings and payouts',
  detail: 'What your data-entry work earned, what you have been paid and what is due',
};

const workerLinks: ProfileLinkItem[] = [
  {
    to: paths.dataEntryWork.href(),
    title: 'Data entry work',
    detail: 'Your daily work, counts and earnings',
  },
  {
    to: paths.dataEntryForm.href(),
    title: messages.premiumFormTitle,
    detail: 'The form you fill in for each entry',
  },
];

const adminLinks: ProfileLinkItem[] = [
  { to: paths.admin.href(), title: 'Admin dashboard', detail: 'Everything waiting for you at a glance' },
  { to: paths.paymentApprovals.href(), title: 'Payment approvals', detail: 'Confirm eBook payments' },
  { to: paths.earningsDashboard.href(), title: 'User earnings', detail: 'Record daily entry counts' },
  { to: paths.userApprovals.href(), title: 'Approve users', detail: 'Let learners into the work' },
  { to: paths.adminSubmissions.href(), title: 'Ad submissions', detail: 'Ads posted by users' },
];

export function ProfilePage() {
  const { profile, isAdmin, reloadProfile } = useSession();
  const user = useSignedInUser();
  const backend = useBackend();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await backend.auth.signOut();
      navigate(paths.home.href(), { replace: true });
    } catch {
      setSigningOut(false);
    }
  };

  if (profile.status === 'idle' || profile.status === 'loading')
    return <Spinner label="Loading your profile…" />;

  const found = profile.status === 'ready' ? profile.profile : null;
  const name = found ? `${found.firstName} ${found.lastName}`.trim() : user.displayName;
  const approved = isAdmin || !!found?.approved;
  const links = [
    ...learnerLinks,
    ...(isAdmin ? [] : [earningsLink]),
    ...(approved ? workerLinks : []),
    ...(isAdmin ? adminLinks : []),
  ];

  return (
    <div className="container page">
      <PageMeta title="Your profile" description="Your account, approval status and shortcuts." />
      <section className="profile-card" aria-labelledby="profile-name">
        <span className="profile-avatar" aria-hidden="true">
          {avatarInitial(name, user.email)}
        </span>
        <div className="stack">
          <h1 id="profile-name">{name || user.email}</h1>
          <p className="muted">{user.email}</p>
          <p>
            <span className={approved ? 'pill pill--success' : 'pill'}>
              {isAdmin
                ? 'Admin'
                : approved
                  ? 'Approved for data-entry work'
                  : 'Not yet approved for data-entry work'}
            </span>
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={signOut} disabled={signingOut}>
          {signingOut ? 'Logging out…' : 'Log out'}
        </button>
      </section>

      {(profile.status === 'missing' || profile.status === 'error') && (
        <div className="auth-failure section" role="alert">
          <p>{profile.status === 'missing' ? text.profileNotFound : text.profileError}</p>
          <button type="button" className="btn btn-secondary" onClick={reloadProfile}>
            Try again
          </button>
        </div>
      )}

      {!isAdmin && isAdminEmail(user.email) && (
        <div className="section profile-admin-note" role="note">
          <p>
            {!site.adminUid
              ? text.adminNotPinned
              : isPinnedAdmin(user.uid)
                ? text.adminUnconfirmed
                : text.adminPinnedElsewhere}
          </p>
          {!isPinnedAdmin(user.uid) && (
            <p>
              {text.accountId} <code>{user.uid}</code>
            </p>
          )}
        </div>
      )}

      {!approved && (
        <p className="section">
          Data-entry work opens once we approve your account: finish the{' '}
          <Link to={paths.workFromHomeCourse.href()}>work from home course</Link> or contact us on WhatsApp.
        </p>
      )}

      <section className="section" aria-labelledby="profile-links-title">
        <h2 id="profile-links-title">Shortcuts</h2>
        <ul className="profile-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <strong>{link.title}</strong>
                <span>{link.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
