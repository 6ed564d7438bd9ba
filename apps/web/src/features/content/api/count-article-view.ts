import { useEffect, useRef, useState } from 'react';
import { RETCODE, contentCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/**
 * Ours, POST api/articleInfo/countArticleView: one view of an article, answered with the new count.
 * Reading an article (GET getArticleInfo) changes nothing, so the detail page counts its view here.
 * Quiet: a view that was not counted is nothing to tell the reader about.
 */
export function countArticleView(id: number): Promise<number | null> {
  return call(contentCalls.countArticleView, { id }, { quiet: true })
    .then((r) => (r.retcode === RETCODE.SUCCESS && r.data ? r.data.viewCount : null))
    .catch(() => null);
}

/** Counts one view per article the page shows (once, also under StrictMode's double effects); answers the new count. */
export function useCountArticleView(id: number | null): number | null {
  const counted = useRef<number | null>(null);
  const [views, setViews] = useState<{ id: number; count: number } | null>(null);
  useEffect(() => {
    if (id === null || counted.current === id) return;
    counted.current = id;
    void countArticleView(id).then((count) => {
      if (count !== null) setViews({ id, count });
    });
  }, [id]);
  return views && views.id === id ? views.count : null;
}
