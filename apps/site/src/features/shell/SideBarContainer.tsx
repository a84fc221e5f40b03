import { useNavigate } from 'react-router';
import { SideBar, type SocialLinks } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { contactCustomerServiceAtom } from '../customerService/customerService.actions';
import { permissionAtom, resourcesAtom } from '../system/system.atoms';

/** The side bar: each item only when its resource or service exists. */
export function SideBarContainer() {
  const navigate = useNavigate();
  const resources = useAtomValue(resourcesAtom);
  const permission = useAtomValue(permissionAtom);
  const contact = useSetAtom(contactCustomerServiceAtom);
  const socials: SocialLinks = {
    ...(resources.FACEBOOK ? { facebook: resources.FACEBOOK.url } : {}),
    ...(resources.TELEGRAM ? { telegram: resources.TELEGRAM.url } : {}),
    ...(resources.YOUTUBE ? { youtube: resources.YOUTUBE.url } : {}),
    ...(resources.VIBER ? { viber: resources.VIBER.url } : {}),
  };
  const hasChat = (permission?.info.customerService.length ?? 0) > 0;
  return (
    <SideBar
      socials={socials}
      onLiveChat={hasChat ? () => void contact() : undefined}
      inviteHref={resources.REFERRAL ? '/join' : undefined}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
