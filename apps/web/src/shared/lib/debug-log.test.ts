import { describe, expect, it, vi } from 'vitest';
import { createDebugLog } from './debug-log';

describe('createDebugLog', () => {
  it('logs in every environment but production', () => {
    for (const env of ['local', 'beta', 'stage']) {
      const sink = vi.fn();
      createDebugLog(env, sink)('joined', 'member.1');
      expect(sink, env).toHaveBeenCalledWith('[playdeck]', 'joined', 'member.1');
    }
    const quiet = vi.fn();
    createDebugLog('production', quiet)('joined');
    expect(quiet).not.toHaveBeenCalled();
  });
});
