import type { ProtectionInfoReply } from '@playdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { protectionKey, useMemberId } from './protection-keys';

/** A change call: each answers the whole protection state, which replaces the page's copy. */
export function useProtectionChange<V>(call: (variables: V) => Promise<ProtectionInfoReply>) {
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => queryClient.setQueryData(protectionKey(memberId), reply),
  });
}
