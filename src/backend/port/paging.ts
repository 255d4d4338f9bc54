/** How the port hands a long list over: a page at a time, each naming where the next begins. */

/**
 * One page of a list in its order (newest first for payments). `next` asks for the page after it,
 * and is null on the last page; the value is the backend's own and means nothing to the page.
 */
export interface Page<T> {
  items: T[];
  next: string | null;
}

export interface PageRequest {
  size: number;
  /** A page's `next`: the items after that page; absent for the first page. */
  after?: string | null;
}
