import { Link } from '@mui/material';
import { useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/**
 * A member of the record (`<role>_id`, `<role>_account`), a link to their page that does not open the row;
 * `tab` opens one of the page's tabs (its path) rather than the profile.
 */
export function MemberLink(props: { idSource: string; accountSource: string; tab?: string }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const account = record[props.accountSource];
  const page = createPath({ resource: 'members', id: record[props.idSource], type: 'show' });
  return (
    <Link
      component={RouterLink}
      to={props.tab ? `${page}/${props.tab}` : page}
      onClick={(event) => event.stopPropagation()}
    >
      {typeof account === 'string' && account ? account : `#${String(record[props.idSource])}`}
    </Link>
  );
}
