import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { observeVisibility } from '../../primitives/observeVisibility';

/** Share of the thumbnail that must show before it loads (the spec's lazy-load threshold). */
export const THUMBNAIL_VISIBLE_THRESHOLD = 0.1;
/** Attempts at loading a thumbnail before the placeholder stays (the spec's image loader). */
export const THUMBNAIL_ATTEMPTS = 3;
/** Wait before the next attempt, so a failing image server is not hammered. */
export const THUMBNAIL_RETRY_MS = 200;

/** `waiting` until visible, then `loading`, and `loaded` or (after every attempt) `failed`. */
export type ThumbnailStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

export interface LazyThumbnail<E extends Element> {
  /** Goes on the frame that holds the image: its visibility starts the load. */
  frameRef: RefObject<E | null>;
  status: ThumbnailStatus;
  /** Changes per attempt: key the `<img>` with it, so a retry is a fresh request. */
  attempt: number;
  onLoad: () => void;
  onError: () => void;
}

/**
 * Loads a thumbnail once its frame is visible, retrying a failed load after a pause, up to the
 * attempt limit. Mount it with `key={src}`: a new address starts over.
 */
export function useLazyThumbnail<E extends Element>(hasSource: boolean): LazyThumbnail<E> {
  const frameRef = useRef<E>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [visible, setVisible] = useState(false);
  const [attempt, setAttempt] = useState(1);
  const [outcome, setOutcome] = useState<'pending' | 'loaded' | 'failed'>('pending');

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || visible || !hasSource) return undefined;
    return observeVisibility(frame, { threshold: THUMBNAIL_VISIBLE_THRESHOLD }, () =>
      setVisible(true),
    );
  }, [visible, hasSource]);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const onLoad = useCallback(() => setOutcome('loaded'), []);
  const onError = useCallback(() => {
    if (attempt >= THUMBNAIL_ATTEMPTS) {
      setOutcome('failed');
      return;
    }
    clearTimeout(retryTimer.current);
    retryTimer.current = setTimeout(() => setAttempt(attempt + 1), THUMBNAIL_RETRY_MS);
  }, [attempt]);

  let status: ThumbnailStatus = 'waiting';
  if (!hasSource || outcome === 'failed') status = 'failed';
  else if (outcome === 'loaded') status = 'loaded';
  else if (visible) status = 'loading';
  return { frameRef, status, attempt, onLoad, onError };
}
