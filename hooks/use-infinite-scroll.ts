"use client";
// Infinite scroll of the result lists (the next page loads at 90% scrolled). The window scrolls
// (the dashboard shell has no inner scroller), so the ratio is read from the document. It is checked on
// scroll and resize, and again after every page arrives: a short list that does not fill the screen keeps
// loading until it does or the list ends.
import { useEffect, useRef } from "react";

export const LOAD_MORE_AT = 0.9;

export type ScrollMetrics = { scrollTop: number; clientHeight: number; scrollHeight: number };

/** How far down the page the bottom of the viewport is: 0..1 (1 when nothing scrolls). */
export function scrolledRatio({ scrollTop, clientHeight, scrollHeight }: ScrollMetrics): number {
  if (scrollHeight <= 0 || scrollHeight <= clientHeight) return 1;
  return Math.min(1, Math.max(0, (scrollTop + clientHeight) / scrollHeight));
}

export function shouldLoadMore(m: ScrollMetrics, threshold = LOAD_MORE_AT): boolean {
  return scrolledRatio(m) >= threshold;
}

function documentMetrics(): ScrollMetrics {
  const el = document.scrollingElement ?? document.documentElement;
  return { scrollTop: el.scrollTop, clientHeight: window.innerHeight, scrollHeight: el.scrollHeight };
}

/**
 * Calls `onLoadMore` when the page is scrolled past the threshold, while `enabled` (there is a next page
 * and none is loading). `itemCount` re-checks after each page, for lists shorter than the screen.
 */
export function useInfiniteScroll({
  enabled,
  onLoadMore,
  itemCount,
  threshold = LOAD_MORE_AT,
}: {
  enabled: boolean;
  onLoadMore: () => void;
  itemCount: number;
  threshold?: number;
}) {
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shouldLoadMore(documentMetrics(), threshold)) load.current();
      });
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [enabled, itemCount, threshold]);
}
