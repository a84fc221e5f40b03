import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/Dialog';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { StyledSection, StyledSectionTitle, StyledSections } from './SiteMenu.styles';

export interface SiteMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's sections (`SiteMenu.Section`), in their order. */
  children: ReactNode;
}

/**
 * A phone's menu (LOOK.md): a sheet with what the wide header shows in its top bar and the side
 * bar (language, theme, the app, help, social links, customer service). Escape, the close button
 * or a click beside it closes it, and focus goes back to the button that opened it.
 */
export function SiteMenu({ open, onOpenChange, children }: SiteMenuProps) {
  const { t } = useLingui();
  const onOpenAutoFocus = useReturnFocus(open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Menu`}
      variant="sheet"
      onOpenAutoFocus={onOpenAutoFocus}
    >
      <StyledSections>{children}</StyledSections>
    </Dialog>
  );
}
SiteMenu.displayName = 'SiteMenu';

/** One part of the menu, with its heading. */
function SiteMenuSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <StyledSection aria-labelledby={id}>
      <StyledSectionTitle id={id}>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}
SiteMenuSection.displayName = 'SiteMenu.Section';
SiteMenu.Section = SiteMenuSection;
