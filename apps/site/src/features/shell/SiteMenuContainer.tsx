import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Button, isSafeSocialUrl, SiteMenu } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { accessAtom } from '../account/account.atoms';
import { memberQuery } from '../account/member.queries';
import { useAgentCentre } from '../agentCentre/useAgentCentre';
import { useMemberCentre } from '../memberCentre/useMemberCentre';
import { contactCustomerServiceAtom } from '../customerService/customerService.actions';
import { useHasChatRoom } from '../headerModals/HeaderModalButtons';
import { headerModalAtom } from '../headerModals/headerModals.atoms';
import { sessionUserAtom } from '../session/session.atoms';
import { permissionAtom, resourcesAtom, whitelabelAtom } from '../system/system.atoms';
import { siteMenuOpenAtom } from './shell.atoms';
import { useGameTypes } from './useGameTypes';
import { useLanguageAndTheme } from './useLanguageAndTheme';

const SOCIALS = [
  ['FACEBOOK', 'Facebook'],
  ['TELEGRAM', 'Telegram'],
  ['YOUTUBE', 'YouTube'],
  ['VIBER', 'Viber'],
] as const;

/**
 * A phone's menu: every game category, the account, language and theme, the app, help, and the
 * side bar's links (social links, live chat, invite friends), each only where the site has it.
 * A chunk of its own, fetched when the menu first opens.
 */
export function SiteMenuContainer() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(siteMenuOpenAtom);
  const user = useAtomValue(sessionUserAtom);
  const member = useQuery(memberQuery, { enabled: false }).data;
  const resources = useAtomValue(resourcesAtom);
  const permission = useAtomValue(permissionAtom);
  const registerAllowed = useAtomValue(whitelabelAtom).DIRECTREG3 === true;
  const openDialog = useSetAtom(accountDialogAtom);
  const contact = useSetAtom(contactCustomerServiceAtom);
  const openModal = useSetAtom(headerModalAtom);
  const hasChatRoom = useHasChatRoom();
  const { gameTypes, onNavigate } = useGameTypes();
  const { language, theme } = useLanguageAndTheme();
  const access = useAtomValue(accessAtom);
  const memberCentre = useMemberCentre();
  const agentCentre = useAgentCentre();

  // An in-site link closes the menu and goes through the router (a new-tab click goes its way).
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate(href, event);
    if (event.defaultPrevented) {
      setOpen(false);
      return;
    }
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    setOpen(false);
    void navigate(href);
  };
  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const socials = SOCIALS.flatMap(([type, name]) => {
    const url = resources[type]?.url;
    return isSafeSocialUrl(url) ? [{ name, url: url.trim() }] : [];
  });
  const hasChat = (permission?.info.customerService.length ?? 0) > 0;
  const ios = resources.IOS;
  const android = resources.ANDROID;

  return (
    <SiteMenu open={open} onOpenChange={setOpen}>
      <SiteMenu.Section title={t`Account`}>
        {user ? (
          <>
            <p>{member?.nickname ?? user.username}</p>
            {access.memberCentre && (
              <>
                <Button onClick={then(() => memberCentre.open('depositv2'))}>{t`Deposit`}</Button>
                <Button variant="secondary" onClick={then(() => memberCentre.open('withdraw'))}>
                  {t`Withdraw`}
                </Button>
              </>
            )}
            <Button variant="secondary" onClick={then(() => memberCentre.open('securityCenter'))}>
              {t`My Account`}
            </Button>
            {access.agentCentre && (
              <Button
                variant="secondary"
                onClick={then(() => agentCentre.open('agentTeamOverview'))}
              >{t`Agent center`}</Button>
            )}
            <Button variant="secondary" onClick={then(() => openDialog({ kind: 'logout' }))}>
              {t`Sign out`}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={then(() => openDialog({ kind: 'login' }))}>{t`Log in`}</Button>
            {registerAllowed && (
              <Button
                variant="secondary"
                onClick={then(() => openDialog({ kind: 'register' }))}
              >{t`Register`}</Button>
            )}
          </>
        )}
      </SiteMenu.Section>
      <SiteMenu.Section title={t`Games`}>
        <ul>
          <li>
            <a href="/" onClick={follow('/')}>{t`Home`}</a>
          </li>
          {gameTypes.map((gameType) => (
            <li key={gameType.type}>
              <a href={gameType.href} onClick={follow(gameType.href)}>
                {gameType.label}
              </a>
            </li>
          ))}
          <li>
            <a href="/promotions" onClick={follow('/promotions')}>{t`Promotions`}</a>
          </li>
        </ul>
      </SiteMenu.Section>
      <SiteMenu.Section title={t`Language`}>{language}</SiteMenu.Section>
      <SiteMenu.Section title={t`Theme`}>{theme}</SiteMenu.Section>
      {(ios || android) && (
        <SiteMenu.Section title={t`Download the app`}>
          <ul>
            {ios && (
              <li>
                <a href={ios.url} rel="noopener noreferrer">{t`Download for iOS`}</a>
              </li>
            )}
            {android && (
              <li>
                <a href={android.url} rel="noopener noreferrer">{t`Download for Android`}</a>
              </li>
            )}
          </ul>
        </SiteMenu.Section>
      )}
      <SiteMenu.Section title={t`Help`}>
        <ul>
          <li>
            <a href="/help#term" onClick={follow('/help#term')}>{t`Terms and conditions`}</a>
          </li>
          <li>
            <a href="/noticePage" onClick={follow('/noticePage')}>{t`Notices`}</a>
          </li>
          {resources.REFERRAL && (
            <li>
              <a href="/join" onClick={follow('/join')}>{t`Invite friends`}</a>
            </li>
          )}
          {socials.map(({ name, url }) => (
            <li key={name}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t`${name} (opens in a new tab)`}
              </a>
            </li>
          ))}
        </ul>
        {/* The header's modals: the help one links on to the help page. */}
        <Button variant="secondary" aria-haspopup="dialog" onClick={then(() => openModal('help'))}>
          {t`Help`}
        </Button>
        {hasChatRoom && (
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={then(() => openModal('chatRoom'))}
          >
            {t`Chat room`}
          </Button>
        )}
        {hasChat && (
          <Button variant="secondary" onClick={then(() => void contact())}>
            {t`Live chat`}
          </Button>
        )}
      </SiteMenu.Section>
    </SiteMenu>
  );
}
