import { reloadLetters } from '../../../shared/api/letters/letters';
import { useRealtimeEvent } from '../../../shared/realtime/use-realtime-event';

/** RT-17…RT-19: letter pushes on member.{member_id} reload the list and the unread count. */
export default function LettersRuntime() {
  useRealtimeEvent('letter.sent', reloadLetters);
  useRealtimeEvent('letter.read', reloadLetters);
  useRealtimeEvent('letter.delete', reloadLetters);
  return null;
}
