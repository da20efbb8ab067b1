import { useRealityCheck } from '../hooks/use-reality-check';
import { useSignInBlock } from '../hooks/use-sign-in-block';
import { RealityCheckDialog } from './reality-check-dialog';
import { SignInBlockDialog } from './sign-in-block-dialog';

export interface ProtectionRuntimeProps {
  /** "Leave the game": close the open games and bring their balances back to the main wallet. */
  leaveGames: () => Promise<void>;
}

/**
 * Player protection beside every page of a member (mounted by the app frame for members only): the reality
 * check while a game is open, and the notice of a break or self-exclusion after signing in.
 */
export default function ProtectionRuntime({ leaveGames }: ProtectionRuntimeProps) {
  const check = useRealityCheck();
  const signIn = useSignInBlock();
  return (
    <>
      {check.due && check.since !== null && (
        <RealityCheckDialog
          key={check.since}
          since={check.since}
          onKeepPlaying={check.keepPlaying}
          onLeave={leaveGames}
        />
      )}
      {signIn.block && <SignInBlockDialog block={signIn.block} onClose={signIn.dismiss} />}
    </>
  );
}
