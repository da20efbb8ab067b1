import { Link } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/** A member of the record (`<role>_id`, `<role>_account`), a link to their page that does not open the row. */
export function MemberLink(props: { idSource: string; accountSource: string }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const account = record[props.accountSource];
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'members', id: record[props.idSource], type: 'show' })}
      onClick={(event) => event.stopPropagation()}
    >
      {typeof account === 'string' && account ? account : `#${String(record[props.idSource])}`}
    </Link>
  );
}
