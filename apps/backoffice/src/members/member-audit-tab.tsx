import { useRecordContext } from 'react-admin';
import { AuditEntries } from '../audit';

/** Audit entries about this member: the audit list filtered by target. */
export function MemberAuditTab() {
  const member = useRecordContext();
  if (!member) return null;
  return <AuditEntries filter={{ target_type: 'member', target_id: String(member.id) }} />;
}
