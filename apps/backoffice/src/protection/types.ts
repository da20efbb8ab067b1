// The protection types the rest of the console uses: api/types.ts adds these actions to the data provider's type.
// They live here, not behind index.ts, because the screens behind index.ts import that type in turn.
import type { Identifier } from 'ra-core';
import type { MemberProtectionRecord, ProtectionFlagRecord } from '@playdeck/contract/admin';
import type { ProtectionMeasure, ProtectionPeriod, TimeOutPeriod } from '@playdeck/contract';

export interface OperatorLimitBody {
  measure: ProtectionMeasure;
  period: ProtectionPeriod;
  amount: string;
  reason: string;
}

export interface OperatorTimeOutBody {
  period: TimeOutPeriod;
  reason: string;
}

/** What compliance does to one member and to a marker of harm (protection.manage); each reply is the new state. */
export interface ProtectionActions {
  /** Imposes or lowers the operator's limit (a raise is refused with 409: operators never loosen). */
  imposeLimit(memberId: Identifier, body: OperatorLimitBody): Promise<{ data: MemberProtectionRecord }>;
  /** A time-out nothing lifts early. */
  imposeTimeOut(memberId: Identifier, body: OperatorTimeOutBody): Promise<{ data: MemberProtectionRecord }>;
  /** Marks a flag reviewed, with what was done about it (409 if someone reviewed it first). */
  reviewFlag(id: Identifier, note: string): Promise<{ data: ProtectionFlagRecord }>;
}
