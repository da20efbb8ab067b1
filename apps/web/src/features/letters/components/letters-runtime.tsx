import { useEffect } from 'react';
import { reloadLetters } from '../../../shared/api/letters/letters';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';

/** Letter pushes on member.{member_id} reload the list and the unread count. */
export default function LettersRuntime() {
  // This runtime loads after sign-in; a push that came before it listened is caught by one reload.
  useEffect(reloadLetters, []);
  useRealtimeEvent('letter.sent', reloadLetters);
  useRealtimeEvent('letter.read', reloadLetters);
  useRealtimeEvent('letter.delete', reloadLetters);
  return null;
}
