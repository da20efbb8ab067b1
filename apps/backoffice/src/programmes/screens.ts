import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PaidIcon from '@mui/icons-material/Paid';
import PercentIcon from '@mui/icons-material/Percent';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { CashbackGrantList } from './cashback-grants';
import { CashbackSettingsEdit, CashbackSettingsList } from './cashback-settings';
import { ReferralAwardList } from './referral-awards';
import { ReferralSettingsEdit, ReferralSettingsList } from './referral-settings';
import type { PROGRAMME_RESOURCES } from './programmes-data-provider';

/** The programme screens, as <Resource> props (app.tsx); the menu groups them (programmes-menu.tsx). */
export const PROGRAMME_SCREENS = {
  'referral-settings': { list: ReferralSettingsList, edit: ReferralSettingsEdit, icon: PersonAddAlt1Icon },
  'referral-awards': { list: ReferralAwardList, icon: EmojiEventsIcon },
  'cashback-settings': { list: CashbackSettingsList, edit: CashbackSettingsEdit, icon: PercentIcon },
  'cashback-grants': { list: CashbackGrantList, icon: PaidIcon },
} as const satisfies Record<(typeof PROGRAMME_RESOURCES)[number], object>;
