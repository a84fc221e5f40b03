import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { matchRoute } from '@lobby/core';
import { Button, SafeHtml, Skeleton } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { StyledPage, StyledSection } from '../../pages/Page.styles';
import { useAtomValue } from '../../state/jotai';
import { localeAtom } from '../preferences/preferences.atoms';
import { helpCenterQuery } from './help.queries';

/** The help centre's id of the terms section that `/help#term` opens. */
const TERMS_SECTION = 'term';

/** /help and /helpmc: the help centre, each section's HTML through SafeHtml only. */
export function HelpCentre() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const { code } = useAtomValue(localeAtom);
  const {
    data: help,
    error,
    fetching,
    refetch,
  } = useQuery(helpCenterQuery(code), {
    keepPrevious: true,
  });
  const failed = help === undefined && error !== undefined && !fetching;
  const wantsTerms = matchRoute(`${location.pathname}${location.hash}`)?.section === 'terms';

  useEffect(() => {
    if (help && wantsTerms) document.getElementById(`help-${TERMS_SECTION}`)?.scrollIntoView();
  }, [help, wantsTerms]);

  return (
    <StyledPage>
      <h1>{t`Help`}</h1>
      {/* issue 27: a question the sections do not answer goes to feedback */}
      <p>
        <Link to="/feedback">{t`Did not find your answer? Send us feedback`}</Link>
      </p>
      {failed && (
        <div role="alert">
          <p>{errorMessage(i18n, error)}</p>
          <Button onClick={() => void refetch()}>{t`Retry`}</Button>
        </div>
      )}
      {help === undefined && !failed && <Skeleton lines={6} />}
      {help?.sections.map((section, index) => (
        <StyledSection
          key={section.id}
          id={`help-${section.id}`}
          open={wantsTerms ? section.id === TERMS_SECTION : index === 0}
        >
          <summary>{section.title}</summary>
          <SafeHtml html={section.content} as="section" />
        </StyledSection>
      ))}
    </StyledPage>
  );
}
