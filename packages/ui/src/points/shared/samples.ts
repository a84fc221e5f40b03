import type { MallItemData, PointsRecord, RedeemRecord } from './types';

/** A drawn picture for the stories and tests: a 4:3 box of one colour, no network. */
export function samplePicture(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="${colour}"/><rect x="110" y="90" width="100" height="80" rx="8" fill="#fff" opacity=".7"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleItems: MallItemData[] = [
  { id: 1, name: 'Travel mug', picture: samplePicture('#2f80ed'), cost: 500, stock: 40 },
  { id: 2, name: 'Wireless earbuds', picture: samplePicture('#9b51e0'), cost: 6000, stock: 3 },
  { id: 3, name: 'Smart watch', picture: samplePicture('#eb5757'), cost: 20000, stock: 0 },
];

export const sampleRedeems: RedeemRecord[] = [
  {
    id: 3,
    itemName: 'Travel mug',
    quantity: 2,
    points: 1000,
    status: 'In Process',
    createdAt: '2026-11-26T08:12:00Z',
  },
  {
    id: 2,
    itemName: 'Sports cap',
    quantity: 1,
    points: 1200,
    status: 'Approved',
    createdAt: '2026-11-20T10:00:00Z',
  },
  {
    id: 1,
    itemName: 'Phone stand',
    quantity: 1,
    points: 800,
    status: 'Rejected',
    createdAt: '2026-11-18T09:30:00Z',
  },
];

export const sampleDetails: PointsRecord[] = [
  {
    id: 9,
    earnType: 'convert',
    points: -1500,
    balanceAfter: 11000,
    createdAt: '2026-11-26T09:00:00Z',
  },
  {
    id: 8,
    earnType: 'redeem',
    points: -1000,
    balanceAfter: 12500,
    createdAt: '2026-11-26T08:12:00Z',
  },
  {
    id: 7,
    earnType: 'deposit',
    points: 5000,
    balanceAfter: 13500,
    createdAt: '2026-11-25T21:00:00Z',
  },
  { id: 6, earnType: 'slots', points: 250, balanceAfter: 8500, createdAt: '2026-11-25T20:10:00Z' },
  { id: 5, earnType: 'live', points: 120, balanceAfter: 8250, createdAt: '2026-11-25T19:40:00Z' },
];
