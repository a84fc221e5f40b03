import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StyledPage } from './Page.styles';

/** A screen whose content arrives with a later issue: its title and a short note. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <StyledPage>
      <h1>{title}</h1>
      {children ?? <p>{t`This page is on its way.`}</p>}
    </StyledPage>
  );
}
