import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ShieldIcon from '@mui/icons-material/Shield';
import { FlagList } from './flag-list';
import { ProtectionSettingsEdit, ProtectionSettingsList } from './protection-settings';
import type { ProtectionResource } from './protection-data-provider';

/** The player-protection screens, as <Resource> props (app.tsx); the menu groups them (protection-menu.tsx). */
export const PROTECTION_SCREENS = {
  'protection-flags': { list: FlagList, icon: ReportProblemIcon },
  'protection-settings': { list: ProtectionSettingsList, edit: ProtectionSettingsEdit, icon: ShieldIcon },
} as const satisfies Record<ProtectionResource, object>;
