import { usePlayBeat } from '../hooks/use-play-beat';
import { useRealityCheck } from '../hooks/use-reality-check';
import { useSignInBlock } from '../hooks/use-sign-in-block';
import { PlayLimitDialog } from './play-limit-dialog';
import { RealityCheckDialog } from './reality-check-dialog';
import { SignInBlockDialog } from './sign-in-block-dialog';

export interface ProtectionRuntimeProps {
  /** "Leave the game" (and a reached play-time limit): close the open games and bring their balances back. */
  leaveGames: () => Promise<void>;
}

/**
 * Player protection beside every page of a member (mounted by the app frame for members only): while a game
 * is open the reality check and the play-time beat (with its notice when the limit is reached), and the
 * notice of a break or self-exclusion after signing in.
 */
export default function ProtectionRuntime({ leaveGames }: ProtectionRuntimeProps) {
  const check = useRealityCheck();
  const signIn = useSignInBlock();
  const play = usePlayBeat(leaveGames);
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
      {play.reached !== null && <PlayLimitDialog message={play.reached} onClose={play.dismiss} />}
      {signIn.block && <SignInBlockDialog block={signIn.block} onClose={signIn.dismiss} />}
    </>
  );
}
