// A page whose code may be asked for before its route renders (src/app/routes.ts startPageAtLoad).
import { useEffect, useState, type ComponentType } from 'react';
import { PageLoader } from '../components/layout/AppLayout';

export interface PreloadablePage {
  Page: ComponentType;
  /** Starts loading the page's code (once). */
  load(): Promise<ComponentType>;
}

/**
 * Like React.lazy, but the page waits for its code in its own state instead of suspending: React holds back the
 * content of a Suspense boundary until 300 ms after its fallback showed, so a page whose code and data came early
 * (the entry screen of a reloaded address) would otherwise wait that long with everything ready. Once the code is
 * in, the page renders at once.
 */
export function preloadablePage(importPage: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const load = () =>
    (pending ??= importPage().then(
      (m) => (loaded = m.default),
      (err: unknown) => {
        pending = null; // the next visit tries again
        throw err;
      },
    ));
  function Page() {
    const [page, setPage] = useState<{ C: ComponentType } | { error: unknown } | null>(() =>
      loaded ? { C: loaded } : null,
    );
    useEffect(() => {
      if (page) return;
      let live = true;
      load().then(
        (C) => live && setPage({ C }),
        (error: unknown) => live && setPage({ error }),
      );
      return () => {
        live = false;
      };
    }, [page]);
    if (!page) return <PageLoader />;
    // a failed load reaches the route's error page, as a lazy page's does
    if ('error' in page) throw page.error;
    return <page.C />;
  }
  return { Page, load };
}
