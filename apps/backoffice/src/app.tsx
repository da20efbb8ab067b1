import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BadgeIcon from '@mui/icons-material/Badge';
import BlockIcon from '@mui/icons-material/Block';
import CasinoIcon from '@mui/icons-material/Casino';
import CategoryIcon from '@mui/icons-material/Category';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import HistoryIcon from '@mui/icons-material/History';
import HubIcon from '@mui/icons-material/Hub';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { ACTIVITY_HISTORIES, ACTIVITY_SCREENS } from './activities';
import { AGENT_SCREENS } from './agents';
import { AdjustmentCreate, AdjustmentList } from './adjustments';
import { authProvider, dataProvider } from './api/providers';
import { BlacklistCreate, BlacklistList } from './blacklist';
import { AuditList } from './audit';
import { CONTENT_RESOURCES, CONTENT_SCREENS } from './content';
import { LoginPage } from './auth/login-page';
import { Dashboard } from './dashboard';
import {
  GameEdit,
  GameList,
  GameTypeEdit,
  GameTypeList,
  Hub88AccountPage,
  ProviderCreate,
  ProviderEdit,
  ProviderList,
} from './games';
import { i18nProvider } from './i18n/i18n-provider';
import { AppLayout } from './layout/app-layout';
import { LetterCampaignCreate, LetterCampaignList, LetterCampaignShow } from './letters';
import { MemberList, MemberShow } from './members';
import { OperatorCreate, OperatorEdit, OperatorList } from './operators';
import { PAYMENT_SCREENS } from './payments';
import { PROGRAMME_SCREENS } from './programmes';
import { PROTECTION_SCREENS } from './protection';
import { SecurityPage } from './security';
import { SiteList, SiteSettingsEdit } from './sites';

// Resources without pages: a member's histories, shown in the member's tabs.
const MEMBER_HISTORIES = ['member-sessions', 'member-logins', 'member-wallets', 'ledger', 'member-letters'];

/** The console: react-admin over the admin API; pages and menu follow the operator's role (canAccess). */
export function App() {
  return (
    <Admin
      title="app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      <Resource name="members" list={MemberList} show={MemberShow} icon={PeopleIcon} recordRepresentation="account" />
      {/* Markers of harm and protection settings, shown in the menu's Player protection part (protection/protection-menu.tsx). */}
      {Object.entries(PROTECTION_SCREENS).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <Resource name="adjustments" list={AdjustmentList} create={AdjustmentCreate} icon={AccountBalanceWalletIcon} />
      {/* Deposits and withdrawals, shown in the menu's Payments part (payments/payments-menu.tsx). */}
      {Object.entries(PAYMENT_SCREENS).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      {/* Recommend-a-friend and cash back, shown in the menu's Programmes part (programmes/programmes-menu.tsx). */}
      {Object.entries(PROGRAMME_SCREENS).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      {/* Agent applications, plans, statements and transfers, shown in the menu's Agents part (agents/agents-menu.tsx). */}
      {Object.entries(AGENT_SCREENS).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <Resource
        name="letter-campaigns"
        list={LetterCampaignList}
        create={LetterCampaignCreate}
        show={LetterCampaignShow}
        icon={MailIcon}
      />
      <Resource
        name="game-providers"
        list={ProviderList}
        edit={ProviderEdit}
        create={ProviderCreate}
        icon={SportsEsportsIcon}
        recordRepresentation="name"
      />
      {Object.entries(ACTIVITY_SCREENS).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <Resource name="game-types" list={GameTypeList} edit={GameTypeEdit} icon={CategoryIcon} />
      <Resource name="games" list={GameList} edit={GameEdit} icon={CasinoIcon} recordRepresentation="game_code" />
      {/* The deployment's aggregator accounts (owners): its list route is the Hub88 account's form. */}
      <Resource name="aggregators" list={Hub88AccountPage} icon={HubIcon} />
      <Resource name="audit" list={AuditList} icon={HistoryIcon} />
      <Resource name="sites" list={SiteList} icon={PublicIcon} recordRepresentation="name" />
      <Resource name="site-settings" edit={SiteSettingsEdit} recordRepresentation="name" />
      <Resource name="register-settings" />
      <Resource name="register-blacklist" list={BlacklistList} create={BlacklistCreate} icon={BlockIcon} />
      <Resource
        name="operators"
        list={OperatorList}
        create={OperatorCreate}
        edit={OperatorEdit}
        icon={BadgeIcon}
        recordRepresentation="username"
      />
      {/* Site content: a resource per kind, shown in the menu's Content part (content/content-menu.tsx). */}
      {CONTENT_RESOURCES.map((name) => (
        <Resource key={name} name={name} {...CONTENT_SCREENS} />
      ))}
      {[...MEMBER_HISTORIES, ...ACTIVITY_HISTORIES].map((name) => (
        <Resource key={name} name={name} />
      ))}
      <CustomRoutes>
        <Route path="/security" element={<SecurityPage />} />
      </CustomRoutes>
    </Admin>
  );
}
