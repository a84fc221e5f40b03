import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StyledHeading, StyledSubheading, StyledText } from '../../member/shared/shared.styles';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { HelpLink } from '../shared/types';
import {
  StyledAge,
  StyledAgeBadge,
  StyledIntro,
  StyledLink,
  StyledLinks,
} from './ResponsibleGamingIntro.styles';

export interface ResponsibleGamingIntroProps {
  /** The market's minimum age, 18 to 21. */
  minimumAge: number;
  /** Help organisations of the market profile; only https addresses are linked. */
  helpLinks: readonly HelpLink[];
  /** Where on the page the time-out and self-exclusion are (`#take-a-break`). */
  breakHref?: string | undefined;
}

/** Only an https address becomes a link: a brand file's typo must not make a `javascript:` one. */
const isSafe = (link: HelpLink) => link.url.startsWith('https://');

/**
 * The responsible-gaming page's opening: that gaming can be harmful if it is not kept under
 * control, the minimum age, the organisations that help (opening in a new tab), and that the
 * time-out and self-exclusion are on this page (a link to them when `breakHref` is given).
 */
export function ResponsibleGamingIntro({
  minimumAge,
  helpLinks,
  breakHref,
}: ResponsibleGamingIntroProps) {
  const { t } = useLingui();
  const headingId = useId();
  const helpId = useId();
  const age = minimumAge;
  const links = helpLinks.filter(isSafe);
  return (
    <StyledIntro aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Responsible gaming`}</StyledHeading>
      <StyledText>{t`Gaming should be entertainment. It can be harmful if it is not kept under control: set limits, take breaks, and never play with money you need.`}</StyledText>
      <StyledAge>
        <StyledAgeBadge>{`${age}+`}</StyledAgeBadge>
        <span>{t`Players must be ${age} or older.`}</span>
      </StyledAge>
      <StyledText>
        {t`You can take a time-out or exclude yourself on this page, at any time.`}{' '}
        {breakHref && (
          <StyledLink href={breakHref}>{t`Go to time-out and self-exclusion`}</StyledLink>
        )}
      </StyledText>
      {links.length > 0 && (
        <>
          <StyledSubheading id={helpId}>{t`Where to get help`}</StyledSubheading>
          <StyledText>{t`These organisations give free, confidential support:`}</StyledText>
          <StyledLinks aria-labelledby={helpId}>
            {links.map((link) => (
              <li key={link.url}>
                <StyledLink href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <VisuallyHidden>{` ${t`(opens in a new tab)`}`}</VisuallyHidden>
                </StyledLink>
              </li>
            ))}
          </StyledLinks>
        </>
      )}
    </StyledIntro>
  );
}
ResponsibleGamingIntro.displayName = 'ResponsibleGamingIntro';
