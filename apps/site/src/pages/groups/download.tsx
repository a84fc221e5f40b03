import { useLingui } from '@lingui/react/macro';
import { resourcesAtom } from '../../features/system/atoms';
import { useAtomValue } from '../../state/jotai';
import { StyledLinks, StyledPage } from '../Page.styles';

/** /down and /download: the app download page, from the permission resources. */
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
            {ios.qrCodeUrl && (
              <img
                src={ios.qrCodeUrl}
                alt={t`QR code to download the iOS app`}
                width={160}
                height={160}
              />
            )}
            <p>
              <a href={ios.url} rel="noopener noreferrer">{t`Download for iOS`}</a>
            </p>
          </li>
        )}
        {android && (
          <li>
            {android.qrCodeUrl && (
              <img
                src={android.qrCodeUrl}
                alt={t`QR code to download the Android app`}
                width={160}
                height={160}
              />
            )}
            <p>
              <a href={android.url} rel="noopener noreferrer">{t`Download for Android`}</a>
            </p>
          </li>
        )}
      </StyledLinks>
    </StyledPage>
  );
}
