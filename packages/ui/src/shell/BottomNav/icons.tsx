/* The bottom bar's glyphs: decorative, each item carries its name in text. */

const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function HomeIcon() {
  return (
    <svg {...common}>
      <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />
    </svg>
  );
}
HomeIcon.displayName = 'BottomNav.HomeIcon';

export function GamesIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </svg>
  );
}
GamesIcon.displayName = 'BottomNav.GamesIcon';

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5.5 5.5" />
    </svg>
  );
}
SearchIcon.displayName = 'BottomNav.SearchIcon';

export function GiftIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5V20h14v-7.5M12 8.5V20M12 8.5C9 8.5 7 7.5 7 5.8 7 4 9.5 4 12 8.5c2.5-4.5 5-4.5 5-2.7 0 1.7-2 2.7-5 2.7" />
    </svg>
  );
}
GiftIcon.displayName = 'BottomNav.GiftIcon';

export function AccountIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}
AccountIcon.displayName = 'BottomNav.AccountIcon';
