import CycloneIcon from '@mui/icons-material/Cyclone';
import RedeemIcon from '@mui/icons-material/Redeem';
import { RedEnvelopeCreate, RedEnvelopeEdit } from './envelope-forms';
import { RedEnvelopeList } from './envelope-list';
import { RedEnvelopeShow } from './envelope-show';
import { RouletteCreate, RouletteEdit } from './wheel-forms';
import { RouletteList } from './wheel-list';
import { RouletteShow } from './wheel-show';

/** The two activities' screens, as <Resource> props (app.tsx), and their histories (resources without pages). */
export const ACTIVITY_SCREENS = {
  'red-envelopes': {
    list: RedEnvelopeList,
    create: RedEnvelopeCreate,
    edit: RedEnvelopeEdit,
    show: RedEnvelopeShow,
    icon: RedeemIcon,
  },
  roulettes: { list: RouletteList, create: RouletteCreate, edit: RouletteEdit, show: RouletteShow, icon: CycloneIcon },
} as const;

export const ACTIVITY_HISTORIES = ['red-envelope-claims', 'roulette-spins'];
