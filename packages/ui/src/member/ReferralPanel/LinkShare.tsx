import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { QRCode } from '../../components/QRCode';
import { Skeleton } from '../../components/Skeleton';
import { TextInput } from '../../components/TextInput';
import { Field } from '../../fields/Field';
import { StyledText } from '../shared/shared.styles';
import { StyledCopyRow, StyledInvite, StyledLinkBlock } from './ReferralPanel.styles';

export interface LinkShareProps {
  /** The address to share; null while it loads. */
  link: string | null;
  loading: boolean;
  /** The link field's label and the QR code's name. */
  fieldLabel: string;
  qrLabel: string;
  /** Copies the link; a rejection says how to copy by hand. */
  copy: (text: string) => Promise<void>;
  /** What the link is for, above it. */
  children?: ReactNode;
}

/**
 * A link to share (the member's referral link, the agent's promotion link): read-only in a field
 * that selects itself, a Copy button that says whether it copied, and the link's QR code.
 */
export function LinkShare({ link, loading, fieldLabel, qrLabel, copy, children }: LinkShareProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const onCopy = async () => {
    if (link === null) return;
    try {
      await copy(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <StyledInvite>
      <StyledLinkBlock>
        {children}
        {link === null || loading ? (
          <Skeleton variant="text" lines={2} />
        ) : (
          <>
            <Field label={fieldLabel}>
              {(control) => (
                // An address reads left to right, in Arabic too.
                <TextInput
                  {...control}
                  dir="ltr"
                  readOnly
                  value={link}
                  onFocus={(event) => event.currentTarget.select()}
                />
              )}
            </Field>
            <StyledCopyRow>
              <Button variant="secondary" onClick={() => void onCopy()}>
                {t`Copy link`}
              </Button>
              <StyledText role="status">
                {copied === 'yes'
                  ? t`Link copied`
                  : copied === 'failed'
                    ? t`Could not copy: select the link and copy it.`
                    : ''}
              </StyledText>
            </StyledCopyRow>
          </>
        )}
      </StyledLinkBlock>
      {link !== null && !loading && <QRCode value={link} label={qrLabel} size={144} />}
    </StyledInvite>
  );
}
LinkShare.displayName = 'LinkShare';
