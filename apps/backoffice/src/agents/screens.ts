import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { ApplicationList } from './agent-applications';
import { AgentDirectoryList, AgentEdit } from './agent-directory';
import { PlanList } from './agent-plans';
import { StatementList } from './agent-statements';
import { TransferList } from './agent-transfers';
import type { AgentResource } from './agents-data-provider';
import { ApplicationShow } from './application-show';
import { PlanCreate, PlanEdit } from './plan-forms';
import { PlanShow } from './plan-show';
import { StatementShow } from './statement-show';
import { TransferRuleEdit, TransferRuleList } from './transfer-rules';

/** The agent screens, as <Resource> props (app.tsx); the menu groups them (agents-menu.tsx). */
export const AGENT_SCREENS = {
  agents: { list: AgentDirectoryList, edit: AgentEdit, icon: SupportAgentIcon, recordRepresentation: 'member_account' },
  'agent-applications': { list: ApplicationList, show: ApplicationShow, icon: HowToRegIcon },
  'agent-statements': { list: StatementList, show: StatementShow, icon: RequestQuoteIcon },
  'agent-plans': {
    list: PlanList,
    show: PlanShow,
    create: PlanCreate,
    edit: PlanEdit,
    icon: WorkspacePremiumIcon,
    recordRepresentation: 'name',
  },
  'agent-transfer-rules': { list: TransferRuleList, edit: TransferRuleEdit, icon: TuneIcon },
  'agent-transfers': { list: TransferList, icon: SwapHorizIcon },
} as const satisfies Record<AgentResource, object>;
