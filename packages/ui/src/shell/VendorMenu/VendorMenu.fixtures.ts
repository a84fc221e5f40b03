// Sample vendors for stories and tests: logos are inline SVGs, so nothing is fetched.
import type { VendorMenuEntry } from './VendorMenu';

const hues = ['#0b6bcb', '#b3261e', '#1b7f3b', '#7a4cc2', '#c25e00', '#00796b'];

function logo(name: string, index: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40"><rect width="96" height="40" rx="6" fill="${hues[index % hues.length]}"/><text x="48" y="25" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = [
  'Pragmatic',
  'JILI',
  'PG Soft',
  'Habanero',
  'Spadegaming',
  'Playtech',
  'Joker',
  'CQ9',
  'Microgaming',
  'Red Tiger',
  'NetEnt',
  'Nolimit',
  'Relax',
];

/** `count` vendors of one game type; every third one is hot. */
export function sampleVendors(gameType: string, count: number): VendorMenuEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] ?? `Vendor ${index + 1}`;
    return {
      vassalage: `${gameType}_${index + 1}`,
      name,
      logo: logo(name, index),
      isHot: index % 3 === 0 ? 1 : 0,
      gameType,
    };
  });
}
