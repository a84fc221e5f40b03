import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { RecordProblem } from '../../member/shared/RecordProblem';
import { StyledFacts, StyledHeading, StyledText } from '../../member/shared/shared.styles';
import { LinkShare } from '../../member/ReferralPanel/LinkShare';
import { StyledPromotionLink } from './PromotionLink.styles';

export interface PromotionLinkProps {
  /** The agent's promotion code; null while it loads. */
  code: string | null;
  /** The register address carrying the code; null while it loads. */
  link: string | null;
  /** @default false */
  loading?: boolean;
  /** The link could not be loaded: the message replaces it, with a retry. */
  error?: string | null | undefined;
  onRetry?: () => void;
  /** Copies the link. @default the browser's clipboard */
  copy?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The agent's promotion link (doc 2 §2.4 Account): whoever registers with it joins the agent's
 * team as a direct downline. Copy it, or show its QR code to scan.
 */
export function PromotionLink({
  code,
  link,
  loading = false,
  error,
  onRetry,
  copy = clipboardCopy,
}: PromotionLinkProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <StyledPromotionLink aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Promotion link`}</StyledHeading>
      {error ? (
        <RecordProblem message={error} onRetry={onRetry} />
      ) : (
        <LinkShare
          link={link}
          loading={loading}
          fieldLabel={t`Your promotion link`}
          qrLabel={t`QR code of your promotion link`}
          copy={copy}
        >
          <StyledText>{t`Whoever registers with this link joins your team as your direct member.`}</StyledText>
          {code !== null && !loading && (
            <StyledFacts>
              <dt>{t`Promotion code`}</dt>
              <dd dir="ltr">{code}</dd>
            </StyledFacts>
          )}
        </LinkShare>
      )}
    </StyledPromotionLink>
  );
}
PromotionLink.displayName = 'PromotionLink';
