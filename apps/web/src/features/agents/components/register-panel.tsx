import { useMemberLayout } from '../../../shared/api/member/get-member-layout';
import { AgentLoading } from './agent-states';
import { ApplyPanel } from './apply-panel';
import { DownlineRegisterForm } from './downline-register-form';
import './agents.css';

/**
 * The proxy centre's Register: an agent registers a downline member here; anyone else applies to become
 * an agent. After an approval the layout is read again (profile.updated) and the page becomes the form.
 */
export default function RegisterPanel() {
  const layout = useMemberLayout();
  if (layout.isPending) return <AgentLoading />;
  return layout.data?.is_agent === 1 ? <DownlineRegisterForm currency={layout.data.member_currency} /> : <ApplyPanel />;
}
