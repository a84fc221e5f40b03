import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button';
import { Popover } from '../../components/Popover';
import { QRCode } from '../../components/QRCode';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  StyledIcon,
  StyledPlatform,
  StyledPlatforms,
  StyledStoreLink,
} from './AppDownloadMenu.styles';

/** One platform's download: the store page and the value its QR code encodes. */
export interface AppDownloadPlatform {
  /** The store (or download) page the link opens. */
  url: string;
  /** What the QR code encodes (often the same page, or a tracking link to it). */
  qrValue: string;
}

export interface AppDownloadMenuProps {
  /** The iOS app; the platform is left out when missing. */
  ios?: AppDownloadPlatform | null | undefined;
  /** The Android app; the platform is left out when missing. */
  android?: AppDownloadPlatform | null | undefined;
  /** Trigger weight. @default 'ghost' */
  variant?: ButtonVariant;
  /** @default 'sm' */
  size?: ButtonSize;
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when a store link is followed, with the platform. */
  onStoreLinkClick?: (platform: 'ios' | 'android') => void;
}

function PhoneIcon() {
  return (
    <StyledIcon>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </StyledIcon>
  );
}

/**
 * The header's app-download button: a popover with a QR code and a store link for each platform
 * that has an app. Renders nothing when neither has one.
 */
export function AppDownloadMenu({
  ios,
  android,
  variant = 'ghost',
  size = 'sm',
  open,
  defaultOpen,
  onOpenChange,
  onStoreLinkClick,
}: AppDownloadMenuProps) {
  const { t } = useLingui();
  const platforms = [
    ios && {
      key: 'ios' as const,
      app: ios,
      caption: t`iOS app`,
      qrLabel: t`QR code to download the iOS app`,
      linkText: t`Download for iOS`,
    },
    android && {
      key: 'android' as const,
      app: android,
      caption: t`Android app`,
      qrLabel: t`QR code to download the Android app`,
      linkText: t`Download for Android`,
    },
  ].filter((platform) => !!platform);
  if (platforms.length === 0) return null;
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  return (
    <Popover
      {...rootProps}
      title={t`Download the app`}
      trigger={
        <Button variant={variant} size={size}>
          <PhoneIcon />
          {t`Download app`}
        </Button>
      }
    >
      <StyledPlatforms>
        {platforms.map((platform) => (
          <StyledPlatform key={platform.key}>
            <QRCode
              value={platform.app.qrValue}
              label={platform.qrLabel}
              caption={platform.caption}
              size={120}
            />
            <StyledStoreLink
              href={platform.app.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onStoreLinkClick?.(platform.key)}
            >
              {platform.linkText}
              <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
            </StyledStoreLink>
          </StyledPlatform>
        ))}
      </StyledPlatforms>
    </Popover>
  );
}
AppDownloadMenu.displayName = 'AppDownloadMenu';
