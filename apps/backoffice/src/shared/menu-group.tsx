import { Divider, ListSubheader } from '@mui/material';
import { Menu, useCanAccess, useSidebarState, useTranslate } from 'react-admin';

function Item({ name, labels }: { name: string; labels?: string }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: name, action: 'list' });
  if (!canAccess) return null;
  // Given as undefined, primaryText would still replace the resource's name.
  const label = labels ? { primaryText: translate(`${labels}.${name}`) } : {};
  return <Menu.ResourceItem name={name} {...label} />;
}

/**
 * A part of the menu under a heading: its resources the operator may list, each with its <Resource>
 * icon, then a closing line (the opening one is the closing line of the part before). `labels`: the keys
 * (`<labels>.<resource>`) of names shorter than the resources' own, which the heading makes clear.
 */
export function MenuGroup(props: { title: string; resources: readonly string[]; labels?: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      {open && (
        <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', background: 'transparent' }}>
          {translate(props.title)}
        </ListSubheader>
      )}
      {props.resources.map((name) => (
        <Item key={name} name={name} labels={props.labels} />
      ))}
      <Divider sx={{ my: 0.5 }} />
    </>
  );
}
