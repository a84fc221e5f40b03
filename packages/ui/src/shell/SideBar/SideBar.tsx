import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { routeLinkClick, type NavigateHandler } from '../SiteFooter/linkNavigation';
import {
  ChatIcon,
  ChevronIcon,
  FacebookIcon,
  InviteIcon,
  TelegramIcon,
  ViberIcon,
  YouTubeIcon,
} from './icons';
import { StyledItem, StyledList, StyledSideBar, StyledToggle } from './SideBar.styles';

/** The brand's social pages; a network shows only when its URL is given. */
export interface SocialLinks {
  facebook?: string;
  telegram?: string;
  youtube?: string;
  viber?: string;
}

/** Schemes a social link may use: the web, and the Telegram and Viber apps. */
const SOCIAL_URL = /^(?:https:\/\/|tg:|viber:)/i;

/** Whether a social link is safe to render (`https:`, `tg:` or `viber:` only). */
export function isSafeSocialUrl(url: string | undefined): url is string {
  return !!url && SOCIAL_URL.test(url.trim());
}

export interface SideBarProps {
  socials?: SocialLinks;
  /** Opens the live chat. The button shows only when the service exists (this is passed). */
  onLiveChat?: (() => void) | undefined;
  /** The in-site referral / invite page. The link shows only when passed. */
  inviteHref?: string | undefined;
  /** Routes a plain click on the invite link (ui has no router). */
  onNavigate?: NavigateHandler;
  /** Controlled collapsed state. */
  collapsed?: boolean;
  /** @default false */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Pinned to the inline end of the viewport; off to place it in a layout. @default true */
  fixed?: boolean;
  /** The landmark's name. @default 'Quick links' (translated) */
  'aria-label'?: string;
  className?: string;
}

interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  href?: string;
  external?: boolean;
  onClick?: () => void;
}

/**
 * The right-hand side bar: social links, live chat and the invite link, each only when the brand
 * has it. It collapses to a tab, and sits on the left right to left (logical properties).
 */
export function SideBar({
  socials = {},
  onLiveChat,
  inviteHref,
  onNavigate,
  collapsed: controlledCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  fixed = true,
  'aria-label': ariaLabel,
  className,
}: SideBarProps) {
  const { t } = useLingui();
  const listId = useId();
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const collapsed = controlledCollapsed ?? ownCollapsed;

  const social = (key: keyof SocialLinks, name: string, icon: ReactNode): Entry[] => {
    const href = socials[key];
    if (!isSafeSocialUrl(href)) return [];
    return [
      { key, label: t`${name} (opens in a new tab)`, icon, href: href.trim(), external: true },
    ];
  };
  const entries: Entry[] = [
    ...social('facebook', 'Facebook', <FacebookIcon />),
    ...social('telegram', 'Telegram', <TelegramIcon />),
    ...social('youtube', 'YouTube', <YouTubeIcon />),
    ...social('viber', 'Viber', <ViberIcon />),
    ...(onLiveChat
      ? [{ key: 'chat', label: t`Live chat`, icon: <ChatIcon />, onClick: onLiveChat }]
      : []),
    ...(inviteHref
      ? [{ key: 'invite', label: t`Invite friends`, icon: <InviteIcon />, href: inviteHref }]
      : []),
  ];
  if (entries.length === 0) return null;

  const toggle = () => {
    const next = !collapsed;
    setOwnCollapsed(next);
    onCollapsedChange?.(next);
  };

  return (
    <StyledSideBar aria-label={ariaLabel ?? t`Quick links`} className={className} $fixed={fixed}>
      <StyledToggle
        aria-expanded={!collapsed}
        aria-controls={listId}
        aria-label={collapsed ? t`Show quick links` : t`Hide quick links`}
        title={collapsed ? t`Show quick links` : t`Hide quick links`}
        onClick={toggle}
      >
        <ChevronIcon />
      </StyledToggle>
      <StyledList id={listId} hidden={collapsed}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.href ? (
              <StyledItem
                href={entry.href}
                aria-label={entry.label}
                title={entry.label}
                {...(entry.external
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : {
                      onClick: (event) => routeLinkClick(event, entry.href ?? '', onNavigate),
                    })}
              >
                {entry.icon}
              </StyledItem>
            ) : (
              <StyledItem
                as="button"
                type="button"
                aria-label={entry.label}
                title={entry.label}
                onClick={entry.onClick}
              >
                {entry.icon}
              </StyledItem>
            )}
          </li>
        ))}
      </StyledList>
    </StyledSideBar>
  );
}
SideBar.displayName = 'SideBar';
