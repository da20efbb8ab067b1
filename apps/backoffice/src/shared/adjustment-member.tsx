import { Link } from '@mui/material';
import { ReferenceField, useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/** The member of an adjustment: its account from the record when the API sends it, else looked up. */
export function AdjustmentMember() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  if (typeof record.member_account !== 'string') {
    return <ReferenceField source="member_id" reference="members" link="show" />;
  }
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'members', id: record.member_id, type: 'show' })}
      onClick={(event) => event.stopPropagation()}
    >
      {record.member_account}
    </Link>
  );
}
