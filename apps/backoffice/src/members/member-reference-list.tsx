import type { ReactNode } from 'react';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';

/** A member's history list: `GET /api/admin/<reference>?filter={"member_id":…}`, newest first, paged. */
export function MemberReferenceList(props: {
  reference: string;
  filter?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <ReferenceManyField
      reference={props.reference}
      target="member_id"
      filter={props.filter}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <DataTable bulkActionButtons={false} rowClick={false} sx={{ width: '100%' }}>
        {props.children}
      </DataTable>
    </ReferenceManyField>
  );
}
