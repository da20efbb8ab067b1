import AnnouncementIcon from '@mui/icons-material/Announcement';
import ArticleIcon from '@mui/icons-material/Article';
import CallToActionIcon from '@mui/icons-material/CallToAction';
import CampaignIcon from '@mui/icons-material/Campaign';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LoginIcon from '@mui/icons-material/Login';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WidgetsIcon from '@mui/icons-material/Widgets';
import { Divider, ListSubheader } from '@mui/material';
import type { ReactElement } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { CONTENT_GROUPS, resourceOf } from './content-kinds';

/** The menu entry (auth/permissions.ts MENU) that stands for the content screens. */
export const CONTENT_MENU = 'content';

const ICONS: Record<string, ReactElement> = {
  banners: <ViewCarouselIcon />,
  announcements: <CampaignIcon />,
  popups: <AnnouncementIcon />,
  footer: <CallToActionIcon />,
  templates: <WidgetsIcon />,
  sponsors: <HandshakeIcon />,
  login: <LoginIcon />,
  promotions: <LocalOfferIcon />,
  articles: <ArticleIcon />,
};

/** The "Content" part of the menu: one screen per group of kinds (owner and content roles only). */
export function ContentMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <>
      <Divider sx={{ my: 0.5 }} />
      {open && (
        <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', background: 'transparent' }}>
          {translate('app.content.menu')}
        </ListSubheader>
      )}
      {CONTENT_GROUPS.map((group) => (
        <Menu.Item
          key={group.id}
          to={`/${resourceOf(group.kinds[0]!)}`}
          primaryText={translate(`app.content.groups.${group.id}`)}
          leftIcon={ICONS[group.id]}
        />
      ))}
      <Divider sx={{ my: 0.5 }} />
    </>
  );
}
