import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Licence } from '@lobby/theme';
import { QRCode } from '../../components/QRCode';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { HelpLink } from '../../protection/shared/types';
import { VendorStrip, type VendorLogo } from '../VendorStrip';
import { routeLinkClick, type NavigateHandler } from './linkNavigation';
import {
  StyledAgeBadge,
  StyledAgeNotice,
  StyledBadge,
  StyledBadges,
  StyledBadgeText,
  StyledBottom,
  StyledColumns,
  StyledFooter,
  StyledHeading,
  StyledLink,
  StyledLinkList,
  StyledQrRow,
  StyledResponsible,
  StyledSeal,
  StyledSection,
} from './SiteFooter.styles';

/** A help link: its label is translated by the caller. */
export interface FooterLink {
  label: string;
  /** An in-site path, routed through `onNavigate` on a plain click. */
  href: string;
}

/** App download links encoded in the QR block; each platform shows only when given. */
export interface AppDownloads {
  ios?: string;
  android?: string;
}

export interface SiteFooterProps {
  /** The brand's licences (brand data); each is a badge linking to its register entry. */
  licences?: readonly Licence[];
  helpLinks?: readonly FooterLink[];
  /** Routes a plain click on a help link (ui has no router). */
  onNavigate?: NavigateHandler;
  apps?: AppDownloads;
  /** Provider logos for the strip (TCG vendors are left out there). */
  vendors?: readonly VendorLogo[];
  /** Show the age and responsible-gaming notice. @default true */
  showAgeNotice?: boolean;
  /** The legal gambling age the notice states. @default 18 */
  minimumAge?: number;
  /**
   * The responsible-gaming page: a "Responsible gaming" link beside the age notice, on every
   * screen (routed through `onNavigate` on a plain click).
   */
  responsibleGamingHref?: string | undefined;
  /**
   * The market profile's help organisations (its `helpLinks`), shown with the age notice; they
   * open in a new tab, and only https addresses are linked. (Named apart from `helpLinks`, which
   * are the site's own help pages.)
   */
  helpOrganisations?: readonly HelpLink[] | undefined;
  /** The bottom line ("© 2026 Lobby"). */
  copyright?: ReactNode;
  className?: string;
}

/**
 * The site footer: help links, licence badges, the app QR codes, the provider strip, the 18+
 * responsible-gaming notice with the responsible-gaming page and the help organisations. Each
 * block shows only when it has content.
 */
export function SiteFooter({
  licences = [],
  helpLinks = [],
  onNavigate,
  apps = {},
  vendors = [],
  showAgeNotice = true,
  minimumAge = 18,
  responsibleGamingHref,
  helpOrganisations = [],
  copyright,
  className,
}: SiteFooterProps) {
  const { t } = useLingui();
  const authorityName = (authority: Licence['authority']) =>
    authority === 'MGA' ? t`Malta Gaming Authority` : t`British Virgin Islands`;
  const safeLicences = licences.filter((licence) => licence.url.startsWith('https://'));
  const age = minimumAge;
  const organisations = helpOrganisations.filter((link) => link.url.startsWith('https://'));
  const responsible = Boolean(responsibleGamingHref) || organisations.length > 0;

  return (
    <StyledFooter className={className}>
      <StyledColumns>
        {helpLinks.length > 0 && (
          <StyledSection>
            <StyledHeading>{t`Help`}</StyledHeading>
            <nav aria-label={t`Help`}>
              <StyledLinkList>
                {helpLinks.map((link) => (
                  <li key={link.href}>
                    <StyledLink
                      href={link.href}
                      onClick={(event) => routeLinkClick(event, link.href, onNavigate)}
                    >
                      {link.label}
                    </StyledLink>
                  </li>
                ))}
              </StyledLinkList>
            </nav>
          </StyledSection>
        )}
        {safeLicences.length > 0 && (
          <StyledSection>
            <StyledHeading>{t`Licences`}</StyledHeading>
            <StyledBadges>
              {safeLicences.map((licence) => {
                const number = licence.number;
                return (
                  <li key={`${licence.authority}-${licence.number}`}>
                    <StyledBadge href={licence.url} target="_blank" rel="noopener noreferrer">
                      <StyledSeal>{licence.authority}</StyledSeal>
                      <StyledBadgeText>
                        <strong>{authorityName(licence.authority)}</strong>
                        <span>{t`Licence no. ${number}`}</span>
                      </StyledBadgeText>
                      <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
                    </StyledBadge>
                  </li>
                );
              })}
            </StyledBadges>
          </StyledSection>
        )}
        {(apps.ios || apps.android) && (
          <StyledSection>
            <StyledHeading>{t`Download the app`}</StyledHeading>
            <StyledQrRow>
              {apps.ios && (
                <QRCode
                  value={apps.ios}
                  label={t`Download the iOS app`}
                  caption={t`iOS`}
                  size={112}
                />
              )}
              {apps.android && (
                <QRCode
                  value={apps.android}
                  label={t`Download the Android app`}
                  caption={t`Android`}
                  size={112}
                />
              )}
            </StyledQrRow>
          </StyledSection>
        )}
      </StyledColumns>
      {vendors.length > 0 && <VendorStrip vendors={vendors} />}
      {(showAgeNotice || responsible || copyright) && (
        <StyledBottom>
          {showAgeNotice && (
            <StyledAgeNotice>
              <StyledAgeBadge aria-hidden="true">{`${age}+`}</StyledAgeBadge>
              <span>{t`Gambling is for adults aged ${age} and over. Please play responsibly.`}</span>
            </StyledAgeNotice>
          )}
          {responsible && (
            <StyledResponsible aria-label={t`Responsible gaming`}>
              <StyledLinkList>
                {responsibleGamingHref && (
                  <li>
                    <StyledLink
                      href={responsibleGamingHref}
                      onClick={(event) => routeLinkClick(event, responsibleGamingHref, onNavigate)}
                    >
                      {t`Responsible gaming`}
                    </StyledLink>
                  </li>
                )}
                {organisations.map((link) => (
                  <li key={link.url}>
                    <StyledLink href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.name}
                      <VisuallyHidden>{` ${t`(opens in a new tab)`}`}</VisuallyHidden>
                    </StyledLink>
                  </li>
                ))}
              </StyledLinkList>
            </StyledResponsible>
          )}
          {copyright && <div>{copyright}</div>}
        </StyledBottom>
      )}
    </StyledFooter>
  );
}
SiteFooter.displayName = 'SiteFooter';
