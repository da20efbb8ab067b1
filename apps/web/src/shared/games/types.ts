import type { LaunchTarget } from './launch-rules';

// Types the launch modules share live here, so that the lazily loaded flow does not import its caller.

export interface LaunchRequest extends LaunchTarget {
  /** Shown as the dialog or page title. */
  name: string;
  extra?: Record<string, string | number>;
}
