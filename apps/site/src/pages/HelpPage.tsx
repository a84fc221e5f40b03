import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { HelpCenter } from '@lobby/api';
import { matchRoute } from '@lobby/core';
import { SafeHtml, Skeleton } from '@lobby/ui';
import { errorMessage } from '../features/api/errorMessages';
import { loadHelpCenterAtom } from '../features/help/atoms';
import { useSetAtom } from '../state/jotai';
import { StyledPage, StyledSection } from './Page.styles';

/** The help centre's id of the terms section that `/help#term` opens. */
const TERMS_SECTION = 'term';

/** /help and /helpmc: the help centre, each section's HTML through SafeHtml only. */
export function HelpPage() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const loadHelpCenter = useSetAtom(loadHelpCenterAtom);
  const [help, setHelp] = useState<HelpCenter | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wantsTerms = matchRoute(`${location.pathname}${location.hash}`)?.section === 'terms';

  useEffect(() => {
    const controller = new AbortController();
    loadHelpCenter(controller.signal).then(setHelp, (failure: unknown) => {
      if (!controller.signal.aborted) setError(errorMessage(i18n, failure));
    });
    return () => controller.abort();
  }, [loadHelpCenter, i18n]);

  useEffect(() => {
    if (help && wantsTerms) document.getElementById(`help-${TERMS_SECTION}`)?.scrollIntoView();
  }, [help, wantsTerms]);

  return (
    <StyledPage>
      <h1>{t`Help`}</h1>
      {error !== null && <p role="alert">{error}</p>}
      {help === null && error === null && <Skeleton lines={6} />}
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
