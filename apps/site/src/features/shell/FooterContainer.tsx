import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { hasSpecialLogo } from '@lobby/core';
import { SiteFooter, type VendorLogo } from '@lobby/ui';
import { brandFileUrl } from '../../boot/brandHead';
import { useAtomValue } from '../../state/jotai';
import { brandAtom } from '../brand/brand.atoms';
import { resourcesAtom } from '../system/system.atoms';
import { useVendors } from '../vendors/useVendors';

/** The footer: brand licences, help links, app QR codes and the vendor strip. Loaded lazily. */
export function FooterContainer() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const brand = useAtomValue(brandAtom);
  const resources = useAtomValue(resourcesAtom);
  const vendors = useVendors();
  const logos = useMemo<VendorLogo[]>(() => {
    const seen = new Set<string>();
    const list: VendorLogo[] = [];
    for (const vendor of vendors ?? []) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      list.push({
        code: vendor.vassalage,
        name: vendor.name,
        logo: vendor.logo,
        specialLogo: hasSpecialLogo(vendor.vassalage),
      });
    }
    return list;
  }, [vendors]);
  return (
    <SiteFooter
      licences={brand.licences.map((licence) => ({
        ...licence,
        seal: licence.badge && {
          src: brandFileUrl(brand.code, licence.badge.file),
          width: licence.badge.width,
          height: licence.badge.height,
        },
      }))}
      helpLinks={[
        { label: t`Help`, href: '/help' },
        { label: t`Terms and conditions`, href: '/help#term' },
        { label: t`Notices`, href: '/noticePage' },
        { label: t`Download the app`, href: '/down' },
        // issue 27: feedback (the winner board is reached from the home page's ticker)
        { label: t`Feedback`, href: '/feedback' },
      ]}
      onNavigate={(href) => void navigate(href)}
      apps={{
        ...(resources.IOS ? { ios: resources.IOS.url } : {}),
        ...(resources.ANDROID ? { android: resources.ANDROID.url } : {}),
      }}
      vendors={logos}
      showAgeNotice={brand.marketProfile.kind === 'regulated'}
      minimumAge={brand.marketProfile.minimumAge}
      // issue 30 (RG-01, RG-03, RG-08): the responsible-gaming page and the market's help
      // organisations, beside the age notice on every page
      responsibleGamingHref="/responsibleGaming"
      helpOrganisations={brand.marketProfile.helpLinks}
    />
  );
}
