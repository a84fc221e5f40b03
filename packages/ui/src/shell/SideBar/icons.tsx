/* Simple drawn glyphs for the social links: decorative, the link carries the name. */

const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': true,
  focusable: false,
} as const;

export function FacebookIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.6v3h2.7V21z" />
    </svg>
  );
}
FacebookIcon.displayName = 'SideBar.FacebookIcon';

export function TelegramIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M21.4 3.6 2.9 10.8c-1 .4-1 1.5 0 1.8l4.7 1.5 1.8 5.6c.3.8 1.2 1 1.8.4l2.6-2.4 4.8 3.5c.7.5 1.7.1 1.9-.8l3-15.4c.2-1-.8-1.8-2.1-1.4zM9.7 14.3l8.6-7.6-6.9 9.1-.3 3-1.4-4.5z" />
    </svg>
  );
}
TelegramIcon.displayName = 'SideBar.TelegramIcon';

export function YouTubeIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
    </svg>
  );
}
YouTubeIcon.displayName = 'SideBar.YouTubeIcon';

export function ViberIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
      <path d="M12 2.8c5.2 0 8.4 2.4 8.4 7.6s-3.2 7.6-8.4 7.6c-.8 0-1.6 0-2.3-.2L6 21v-3.8c-1.6-1.3-2.4-3.4-2.4-6.8 0-5.2 3.2-7.6 8.4-7.6z" />
      <path d="M9.2 7.6c.4-.3 1-.3 1.2.1l.7 1.3c.2.4 0 .8-.3 1.1l-.4.3c.4 1.1 1.3 2 2.4 2.5l.4-.4c.3-.3.7-.4 1.1-.2l1.3.7c.4.2.4.8.1 1.2-.6.8-1.5 1.1-2.4.7a8 8 0 0 1-4.6-4.7c-.3-.9 0-1.9.5-2.6z" />
    </svg>
  );
}
ViberIcon.displayName = 'SideBar.ViberIcon';

export function ChatIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
      <path d="M4 5h16v11H9l-4 4v-4H4z" />
      <path d="M8 9.5h8M8 12.5h5" strokeLinecap="round" />
    </svg>
  );
}
ChatIcon.displayName = 'SideBar.ChatIcon';

export function InviteIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20c.6-3.4 3-5.5 6-5.5s5.4 2.1 6 5.5M18 8v6M15 11h6" />
    </svg>
  );
}
InviteIcon.displayName = 'SideBar.InviteIcon';

/** A chevron pointing to the inline end when `open`, to the start when not (mirrored in RTL by CSS). */
export function ChevronIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M10 6l6 6-6 6" />
    </svg>
  );
}
ChevronIcon.displayName = 'SideBar.ChevronIcon';
