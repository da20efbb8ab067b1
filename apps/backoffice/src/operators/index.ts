// What the rest of the console uses from the operator accounts: their screens.
export { OperatorCreate } from './operator-create';
export { OperatorEdit } from './operator-edit';
export { OperatorList } from './operator-list';
