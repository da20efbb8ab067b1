import type { ExclusionPeriod, ProtectionMeasure, ProtectionPeriod, TimeOutPeriod } from '@playdeck/contract';
import type { RealityCheckMinutes } from '../api/protection-reality-check';

// The contract's lists spelled as types only (its value module carries zod, which this page need not load).
export const MEASURES: readonly ProtectionMeasure[] = ['deposit', 'loss', 'wager', 'session'];
export const PERIODS: readonly ProtectionPeriod[] = ['day', 'week', 'month'];
export const TIME_OUTS: readonly TimeOutPeriod[] = ['24h', '7d', '30d', '6w'];
export const EXCLUSIONS: readonly ExclusionPeriod[] = ['6m', '1y', '5y', 'permanent'];
export const REALITY_CHECKS: readonly RealityCheckMinutes[] = [0, 15, 30, 60, 120];
