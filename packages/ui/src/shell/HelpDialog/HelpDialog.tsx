import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { Skeleton } from '../../components/Skeleton';
import { SafeHtml } from '../SafeHtml';
import {
  StyledHelpBody,
  StyledHelpLink,
  StyledHelpProblem,
  StyledHelpSection,
} from './HelpDialog.styles';

/** A section of the help centre (its content is server HTML: drawn only through SafeHtml). */
export interface HelpSection {
  id: string;
  title: string;
  content: string;
}

export interface HelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The help centre's sections; undefined while they load. */
  sections: readonly HelpSection[] | undefined;
  /** What went wrong loading them (the error catalogue's message), with `onRetry`. */
  problem?: string | undefined;
  onRetry?: () => void;
  /** The help page (/help), for everything at full size. */
  helpHref: string;
  /** Called on a click of the help page's link before it is followed (the site's router). */
  onHelpLink?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The help modal the header owns (doc 1 §2, helpModal): the help centre's sections, each folded
 * under its title (the first open), and a link to the help page. A sheet on a phone.
 */
export function HelpDialog({
  open,
  onOpenChange,
  sections,
  problem,
  onRetry,
  helpHref,
  onHelpLink,
}: HelpDialogProps) {
  const { t } = useLingui();
  // Opened from a header button (no trigger of its own): focus goes back to it on close.
  const onOpenAutoFocus = useReturnFocus(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Help`}
      width={640}
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <StyledHelpBody>
        {problem !== undefined && (
          <StyledHelpProblem role="alert">
            <p>{problem}</p>
            {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
          </StyledHelpProblem>
        )}
        {sections === undefined && problem === undefined && <Skeleton variant="text" lines={5} />}
        {sections?.map((section, index) => (
          <StyledHelpSection key={section.id} open={index === 0}>
            <summary>{section.title}</summary>
            <SafeHtml html={section.content} as="section" />
          </StyledHelpSection>
        ))}
        <StyledHelpLink href={helpHref} onClick={onHelpLink}>
          {t`Open the help centre`}
        </StyledHelpLink>
      </StyledHelpBody>
    </Dialog>
  );
}
HelpDialog.displayName = 'HelpDialog';
