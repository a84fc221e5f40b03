import { lazy } from 'react';

// ui parts that are not needed for the first paint, each in its own chunk. A static import of
// `@lobby/ui` elsewhere must not name them, or they fall back into the entry chunk.
export const LazyNoticeDialog = lazy(() => import('./NoticeDialog'));
export const LazySnow = lazy(() => import('./Snow'));
export const LazyAppDownloadMenu = lazy(() => import('./AppDownloadMenu'));
export const LazyJackpotCounter = lazy(() => import('./JackpotCounter'));
export const LazySystemPage = lazy(() => import('./SystemPage'));
export const LazyNoticeBar = lazy(() => import('./NoticeBar'));
export const LazyAccountDialogs = lazy(() => import('./AccountDialogs'));
