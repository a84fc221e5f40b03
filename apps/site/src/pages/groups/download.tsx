import { useLingui } from '@lingui/react/macro';
import { QRCode } from '@lobby/ui';
import { resourcesAtom } from '../../features/system/system.atoms';
import { useAtomValue } from '../../state/jotai';
import { StyledLinks, StyledPage } from '../Page.styles';

/**
 * /down and /download: the app download page, from the permission resources. The QR codes are drawn
 * from the download URLs, as in the header and footer, so they always scan to the right place.
 */
export function Component() {
  const { t } = useLingui();
  const resources = useAtomValue(resourcesAtom);
  const ios = resources.IOS;
  const android = resources.ANDROID;
  return (
    <StyledPage>
      <h1>{t`Download the app`}</h1>
      <StyledLinks>
        {ios && (
          <li>
            <QRCode value={ios.url} label={t`QR code to download the iOS app`} size={160} />
            <p>
              <a href={ios.url} rel="noopener noreferrer">{t`Download for iOS`}</a>
            </p>
          </li>
        )}
        {android && (
          <li>
            <QRCode value={android.url} label={t`QR code to download the Android app`} size={160} />
            <p>
              <a href={android.url} rel="noopener noreferrer">{t`Download for Android`}</a>
            </p>
          </li>
        )}
      </StyledLinks>
    </StyledPage>
  );
}
