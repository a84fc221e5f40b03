import type { PromotionSummary } from './types';

// A 16:5 artwork drawn inline, so stories and tests need no server.
const ARTWORK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 400"><rect width="1280" height="400" fill="#5b2a86"/><circle cx="880" cy="200" r="150" fill="#f5c542"/></svg>',
)}`;

export const SAMPLE_PROMOTIONS: readonly PromotionSummary[] = [
  {
    id: 1,
    title: 'Welcome gift',
    summary: 'A free bonus for every new member: claim it once, no deposit needed.',
    image: ARTWORK,
    status: 'Claim',
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2027-01-31T00:00:00.000Z',
  },
  {
    id: 2,
    title: 'Big win bonus',
    summary: 'Share a screenshot of a win of 50x or more and get a bonus on top.',
    image: ARTWORK,
    status: 'Applying',
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2027-01-31T00:00:00.000Z',
  },
  {
    id: 3,
    title: 'Weekend parlay league with a title long enough to wrap on a phone',
    summary: 'Join the league and every parlay of three legs or more counts for the weekly table.',
    image: ARTWORK,
    status: 'Joined',
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2027-01-31T00:00:00.000Z',
  },
  {
    id: 4,
    title: 'Slots reload bonus',
    summary: 'Last month’s reload bonus for slot players.',
    image: ARTWORK,
    status: 'Close',
    startTime: '2026-10-01T00:00:00.000Z',
    endTime: '2026-10-31T00:00:00.000Z',
  },
];

export const SAMPLE_DETAIL = {
  ...SAMPLE_PROMOTIONS[1]!,
  status: 'Join' as const,
  content:
    '<h3>Big win bonus</h3><p>Share your win.</p><ol><li>One entry per member.</li><li>Reviewed within 24 hours.</li></ol><p onclick="window.__promotionHacked = true">Good luck!</p><script>window.__promotionHacked = true</script>',
};

// A 1x1 transparent PNG: previews load a real image in the browser.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

export function sampleFile(name: string, type: string, size?: number): File {
  return new File([size ? new Uint8Array(size) : PNG], name, { type });
}
