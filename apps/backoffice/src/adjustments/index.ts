// What the rest of the console uses from the balance adjustments: their screens, and the inputs and body of
// a new adjustment, which the member page's "adjust balance" dialog shows.
export { AdjustmentCreate } from './adjustment-create';
export { AdjustmentList } from './adjustment-list';
export { AdjustmentInputs, adjustmentBody } from './adjustment-inputs';
