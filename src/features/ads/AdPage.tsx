import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../backend/errors';
import { loadPublicAds } from '../../backend';
import type { PublicAdsSource } from './publicAdsSource';
import type * as submissions from './submissions';
import type { PublicAd } from '../../backend/types';
import { expiryOf } from '../../backend/documents/publicAds';
import { LoadFailed } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { formatDate } from '../../lib/dates';
import { useHydrated } from '../../lib/useHydrated';
import { useLoad } from '../../lib/useLoad';
import { loadTexts, useTexts } from '../../i18n/texts';
import { errorTexts } from '../../components/errorTexts';
import { useLanguage } from '../../i18n/languageContext';
import { adFieldTexts } from '../../catalogue/adFields/texts';
import { adNameTexts } from '../../catalogue/adNames/texts';
import { whatsappShareLink } from '../../components/whatsapp';
import { listingTexts } from './listing/texts';
import { adTitle } from './adTitle';
import { shownCategory, shownLabel, shownSubcategory } from './shown';
import { shownOption } from './shownOption';
import './ads.css';

/** Until the page has hydrated there is nothing to read. */
const notYet = () => new Promise<never>(() => undefined);

type AdHelpers = Pick<
  typeof submissions,
  'adSummary' | 'adShareDetails' | 'fieldsInFormOrder' | 'isOptionField'
>;

/**
 * /ads/{id}: one published ad with every field its poster filled in and their first name; never
 * their e-mail. An expired or withdrawn ad says so. Read without the Firebase SDK.
 */
export function AdPage({ readAds = loadPublicAds }: PublicAdsSource = {}) {
  const { id = '' } = useParams();
  const text = useTexts(listingTexts);
  const errorWords = useTexts(errorTexts);
  const language = useLanguage();
  const hydrated = useHydrated();
  // The catalogue that puts the fields in the form's order, and the words of its labels, come with
  // the ad, not before the page is interactive: the shell of every ad's page must stay within the
  // public pages' budget.
  const load = useCallback(
    () =>
      hydrated
        ? Promise.all([
            readAds().then((reader) => reader.get(id)),
            import('./submissions'),
            loadTexts(adFieldTexts, language),
          ]).then(([lookup, { adSummary, adShareDetails, fieldsInFormOrder, isOptionField }]) => ({
            lookup,
            helpers: { adSummary, adShareDetails, fieldsInFormOrder, isOptionField },
          }))
        : notYet(),
    [hydrated, readAds, id, language],
  );
  const { data, failed, error, reload, busy } = useLoad(load, 'the ad');
  const found = data?.lookup;

  const back = <BackToAds label={text.backToAds} />;

  // The same markup for every ad, whatever its id: the build prerenders it once (/ads/{id} all get
  // that page from the hosting) and the browser's first render must match it.
  if (!failed && (!found || busy)) {
    return (
      <div className="page container ads-page">
        <PageMeta title={text.adShellTitle} description={text.adShellDescription} withUrl={false} />
        {back}
        {/* A heading that fits any ad, while this one's is not known. */}
        <h1>{text.adShellTitle}</h1>
        <Spinner label={text.adLoading} />
      </div>
    );
  }
  if (failed || !found) {
    return (
      <div className="page container ads-page">
        <PageMeta title={text.adsTitle} description={text.adsDescription} />
        {back}
        <h1>{text.adsTitle}</h1>
        <LoadFailed message={`${text.adLoadFailed} ${errorMessage(error, errorWords)}`} onRetry={reload} />
      </div>
    );
  }
  if (found.status !== 'listed') {
    const [title, body] =
      found.status === 'expired'
        ? [text.expiredTitle, text.expiredText]
        : [text.missingTitle, text.missingText];
    return (
      <div className="page container ads-page">
        <PageMeta title={title} description={body} />
        {back}
        <h1>{title}</h1>
        <p>{body}</p>
        <p>
          <Link className="btn btn-primary" to={paths.ads.href()}>
            {text.backToAds}
          </Link>
        </p>
      </div>
    );
  }

  return <ListedAd ad={found.ad} helpers={data.helpers} />;
}

/** One listed ad's details, its labels and chosen options in the page's language. */
function ListedAd({ ad, helpers }: { ad: PublicAd; helpers: AdHelpers }) {
  const text = useTexts(listingTexts);
  const names = useTexts(adNameTexts);
  // The forms' words come with the ad's details, not with the page's shell.
  const fields = useTexts(adFieldTexts);
  const { adSummary, adShareDetails, fieldsInFormOrder, isOptionField } = helpers;
  const subcategory = shownSubcategory(names, ad.subcategory);
  const shown = {
    where: text.summaryWhere(subcategory, shownCategory(names, ad.category)),
    label: (label: string) => shownLabel(fields, label),
    option: (value: string) => shownOption(names, value, fields),
  };
  const title = adTitle(ad, subcategory);
  const pageUrl = site.url + paths.ad.href(ad.id);
  return (
    <div className="page container ads-page">
      <PageMeta title={`${title} – ${subcategory}`} description={adSummary(ad, shown)} />
      <BackToAds label={text.backToAds} />
      <article className="public-ad-page">
        <header className="ads-header">
          <p className="public-ad-category">
            <Link to={`${paths.ads.href()}?${new URLSearchParams({ category: ad.category })}`}>
              {shownCategory(names, ad.category)}
            </Link>{' '}
            ›{' '}
            <Link
              to={`${paths.ads.href()}?${new URLSearchParams({ category: ad.category, subcategory: ad.subcategory })}`}
            >
              {subcategory}
            </Link>
          </p>
          <h1>{title}</h1>
          <p className="muted">
            {text.postedByName(ad.firstName)} · {text.publishedOn(formatDate(ad.publishedAt))}
            {ad.publishedAt && <> · {text.listedUntil(formatDate(expiryOf(ad.publishedAt)))}</>}
          </p>
        </header>
        <h2>{text.adDetails}</h2>
        <dl className="ad-submission-fields">
          {fieldsInFormOrder(ad).map(([label, value]) => (
            <div key={label}>
              <dt>{shown.label(label)}</dt>
              <dd>{isOptionField(ad, label) ? shown.option(value) : value}</dd>
            </div>
          ))}
        </dl>
        <p className="public-ad-share">
          <a
            className="btn btn-secondary"
            href={whatsappShareLink(
              `${adShareDetails(ad, shown.option, subcategory).join(' · ')}\n${pageUrl}`,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text.shareOnWhatsApp}
          </a>
        </p>
        <p className="public-ad-report">
          <Link to={paths.reportAd.href(ad.id)}>{text.reportThisAd}</Link>
        </p>
      </article>
    </div>
  );
}

function BackToAds({ label }: { label: string }) {
  return (
    <p className="ads-back">
      <Link to={paths.ads.href()}>{label}</Link>
    </p>
  );
}
