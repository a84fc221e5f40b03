import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { withMemberCentrePage } from '@lobby/core';

/** Session storage: where each history entry of this tab was scrolled to, by location key. */
const STORAGE_KEY = 'lobby:scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * A new screen starts at the top, or at its `#target`; back and forward (and a reload) return to
 * where the player was on that history entry. Only positions are stored, in session storage, when
 * the page is hidden.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    const { history } = window;
    history.scrollRestoration = 'manual';
    // Every scroll is noted against the entry on view, so the position is known when the player
    // leaves it, whichever way they leave.
    const note = () => {
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or blocked: back and forward start at the top instead.
      }
      // Leaving the site: the browser's own restoration takes over.
      history.scrollRestoration = 'auto';
    };
    const show = (event: PageTransitionEvent) => {
      if (event.persisted) history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', save);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('pageshow', show);
      history.scrollRestoration = 'auto';
    };
  }, []);

  // Opening, moving in or closing the member centre (an overlay over the screen, in the address)
  // is the same screen: it stays where it was scrolled.
  const screen = `${location.pathname}${withMemberCentrePage(location.search, null)}`;
  const shownScreen = useRef<string | null>(null);

  // Before the paint of the entry's first commit, so the player never sees the old position.
  useLayoutEffect(() => {
    positions.current ??= readPositions();
    currentKey.current = location.key;
    const sameScreen = shownScreen.current === screen;
    shownScreen.current = screen;
    if (sameScreen) {
      positions.current[location.key] = window.scrollY;
      return;
    }
    const saved = positions.current[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: the top, as for no target.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, screen]);
}
