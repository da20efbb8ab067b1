import { useState } from 'react';
import { AutocompleteInput, Create, ReferenceInput, SimpleForm, required } from 'react-admin';
import { AdjustmentInputs, adjustmentBody } from './adjustment-inputs';
import { newRequestId } from '../shared/request-id';

/** Requests an adjustment; above the site's threshold it stays pending until a second operator decides. */
export function AdjustmentCreate() {
  const [requestId] = useState(newRequestId);
  return (
    <Create redirect="list" transform={(values) => adjustmentBody(values, requestId)}>
      <SimpleForm defaultValues={{ direction: 'credit' }}>
        <ReferenceInput source="member_id" reference="members">
          <AutocompleteInput
            label="resources.adjustments.fields.member_id"
            optionText="account"
            filterToQuery={(q) => (q.trim() ? { q: q.trim() } : {})}
            validate={required()}
          />
        </ReferenceInput>
        <AdjustmentInputs />
      </SimpleForm>
    </Create>
  );
}
