import { Divider, ListSubheader } from '@mui/material';
import { Menu, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { PROGRAMME_RESOURCES } from './programmes-data-provider';

/** The menu entry (auth/permissions.ts MENU) that stands for the programme screens. */
export const PROGRAMMES_MENU = 'programmes';

function Item({ name }: { name: string }) {
  const { canAccess } = useCanAccess({ resource: name, action: 'list' });
  if (!canAccess) return null;
  return <Menu.ResourceItem name={name} />;
}

/**
 * The "Programmes" part of the menu: recommend-a-friend and cash back, their settings and what they paid.
 * It comes right after the Payments part (auth/permissions.ts MENU), whose closing line is its opening one.
 */
export function ProgrammesMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      {open && (
        <ListSubheader component="div" sx={{ lineHeight: '32px', background: 'transparent' }}>
          {translate('app.programmes.menu')}
        </ListSubheader>
      )}
      {PROGRAMME_RESOURCES.map((name) => (
        <Item key={name} name={name} />
      ))}
      <Divider sx={{ my: 0.5 }} />
    </>
  );
}
