import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { loadPublicAds } from '../../backend';
import type { PublicAdsSource } from './publicAdsSource';
import { adCategoryNames } from '../../catalogue/adCategoryNames';
import { adNameTexts } from '../../catalogue/adNames/texts';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useTexts } from '../../i18n/texts';
import { useHydrated } from '../../lib/useHydrated';
import { useLoad } from '../../lib/useLoad';
import { takePrehydrationChoice } from '../../lib/prehydration';
import { listingTexts } from './listing/texts';
import { loadAdCards } from './adCards';
import { AdResults, type Listing } from './AdResults';
import { shownCategory, shownSubcategory } from './shown';
import './ads.css';

const PAGE_SIZE = 20;

/** Until the page has hydrated there is nothing to read: the prerendered page shows the spinner. */
const notYet = () => new Promise<never>(() => undefined);

/**
 * /ads: the published ads, newest first, filtered by category and subcategory and searched by
 * word, all kept in the address so a filtered list can be shared. The page is prerendered with its
 * filters; the ads arrive after the first paint, read without the Firebase SDK.
 */
export function AdsPage({ readAds = loadPublicAds }: PublicAdsSource = {}) {
  const text = useTexts(listingTexts);
  const names = useTexts(adNameTexts);
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query string: until hydration, render as it did.
  const category = hydrated ? (params.get('category') ?? '') : '';
  const subcategory = hydrated ? (params.get('subcategory') ?? '') : '';
  const search = hydrated ? (params.get('q') ?? '') : '';
  const subcategories = adCategoryNames.find((each) => each.name === category)?.subcategories ?? [];
  // What is typed in the search box, until the address's search changes under it.
  const [typed, setTyped] = useState({ search, text: search });
  const draft = typed.search === search ? typed.text : search;
  const categoryId = useId();
  const subcategoryId = useId();
  const searchId = useId();
  const hintId = useId();

  const key = `${category}|${subcategory}|${search}`;
  const loadFirst = useCallback(
    () =>
      hydrated
        ? Promise.all([
            readAds().then((reader) => reader.list({ category, subcategory, search, pageSize: PAGE_SIZE })),
            loadAdCards(),
          ]).then(([listing]) => listing)
        : notYet(),
    [hydrated, readAds, category, subcategory, search],
  );
  const first = useLoad(loadFirst, 'the ads');
  // Older pages shown below the first, for the filters they were read with.
  const [older, setOlder] = useState<(Listing & { key: string }) | null>(null);
  const [more, setMore] = useState<{ key: string; loading: boolean; failed: boolean } | null>(null);
  const listing: Listing | undefined =
    first.data && older?.key === key
      ? { ads: [...first.data.ads, ...older.ads], next: older.next }
      : first.data;
  const loadingMore = more?.key === key && more.loading;
  const moreFailed = more?.key === key && more.failed;

  const showMore = async () => {
    if (!listing?.next) return;
    setMore({ key, loading: true, failed: false });
    try {
      const reader = await readAds();
      const page = await reader.list({
        category,
        subcategory,
        search,
        pageSize: PAGE_SIZE,
        after: listing.next,
      });
      setOlder({ key, ads: [...(older?.key === key ? older.ads : []), ...page.ads], next: page.next });
      setMore(null);
    } catch (error) {
      console.error('Could not load more ads', error);
      setMore({ key, loading: false, failed: true });
    }
  };

  const filter = (next: { category?: string; subcategory?: string; q?: string }) => {
    const merged = { category, subcategory, q: search, ...next };
    const query = Object.fromEntries(Object.entries(merged).filter(([, value]) => value));
    setParams(query, { preventScrollReset: true });
  };

  // The prerendered filters work before the script has run: a category chosen or words typed then
  // are taken up once the page has hydrated, rather than silently dropped.
  useEffect(() => {
    if (!hydrated) return;
    const chosen = takePrehydrationChoice('category');
    const words = takePrehydrationChoice('q');
    if (chosen && chosen !== category) filter({ category: chosen, subcategory: '' });
    // A one-off copy from the page as it was before React took it over, not a cascade of renders.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (words && words !== search) setTyped({ search, text: words });
    // Once, on the first render after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    filter({ q: draft.trim() });
  };

  const where = [
    category && shownCategory(names, category),
    subcategory && shownSubcategory(names, subcategory),
  ]
    .filter(Boolean)
    .join(' › ');
  const filtered = Boolean(category || subcategory || search);

  return (
    <div className="page container ads-page">
      <PageMeta title={text.adsTitle} description={text.adsDescription} />
      <header className="ads-header">
        <h1>{text.adsTitle}</h1>
        <p className="lead">{text.adsLead}</p>
        <p className="ads-links">
          <Link className="btn btn-primary" to={paths.createJobPost.href()}>
            {text.postAnAd}
          </Link>{' '}
          <Link to={paths.myAds.href()}>{text.myAds}</Link>
        </p>
      </header>

      {/* Without the script the form still filters: it asks for /ads with the same query string. */}
      <form
        className="ads-filters"
        role="search"
        aria-label={text.filtersLabel}
        action={paths.ads.href()}
        method="get"
        onSubmit={submitSearch}
      >
        <div className="field">
          <label htmlFor={categoryId}>{text.categoryLabel}</label>
          <select
            id={categoryId}
            name="category"
            value={category}
            onChange={(event) => filter({ category: event.target.value, subcategory: '' })}
          >
            <option value="">{text.anyCategory}</option>
            {adCategoryNames.map(({ name }) => (
              <option key={name} value={name}>
                {shownCategory(names, name)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={subcategoryId}>{text.subcategoryLabel}</label>
          <select
            id={subcategoryId}
            name="subcategory"
            value={subcategory}
            disabled={!category}
            onChange={(event) => filter({ subcategory: event.target.value })}
          >
            <option value="">{text.anySubcategory}</option>
            {subcategories.map((name) => (
              <option key={name} value={name}>
                {shownSubcategory(names, name)}
              </option>
            ))}
          </select>
        </div>
        <div className="field ads-search">
          <label htmlFor={searchId}>{text.searchLabel}</label>
          <input
            id={searchId}
            name="q"
            type="search"
            value={draft}
            maxLength={200}
            aria-describedby={hintId}
            onChange={(event) => setTyped({ search, text: event.target.value })}
          />
          <p id={hintId} className="muted field-hint">
            {text.searchHint}
          </p>
        </div>
        <div className="ads-filter-actions">
          <button type="submit" className="btn btn-secondary">
            {text.searchButton}
          </button>
          {filtered && (
            <Link to={paths.ads.href()} preventScrollReset>
              {text.clearFilters}
            </Link>
          )}
        </div>
      </form>

      <AdResults
        first={first}
        listing={listing}
        filtered={filtered}
        where={where}
        more={{ loading: loadingMore, failed: moreFailed, show: showMore }}
      />
    </div>
  );
}
